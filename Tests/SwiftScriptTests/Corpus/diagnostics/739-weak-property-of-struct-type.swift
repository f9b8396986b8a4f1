// Checks: `weak` on a class's property whose type is a struct is rejected: only class instances are held weakly
struct Score { var points = 0 }

class Team {
  let name: String
  weak var best: Score?
  init(name: String) { self.name = name }
}
print(Team(name: "red").name)
// expect-diagnostic: 'weak' may only be applied to class and class-bound protocol types, not 'Score'
// expect-diagnostic-line: 6
