// Checks: assigning a struct copies it; changing the copy leaves the original alone
struct Player {
  var name: String
  var score: Int
}
var a = Player(name: "A", score: 10)
var b = a
b.score = 99
b.name = "B"
print(a)
// expect: Player(name: "A", score: 10)
print(b)
// expect: Player(name: "B", score: 99)
var team = [a, b]
team[0].score += 1
print(a.score, team[0].score)
// expect: 10 11
