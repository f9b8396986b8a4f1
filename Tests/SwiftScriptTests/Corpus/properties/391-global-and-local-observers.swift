// Checks: observers on global and local variables, through assignment, compound assignment, append, subscripts and struct members
var score = 0 {
  willSet { print("score will be \(newValue)") }
  didSet { print("score was \(oldValue), now \(score)") }
}
score = 10
score += 5
func bump() { score += 1 }
bump()

var journal: [String] = [] {
  didSet { print("journal has \(journal.count) entries, was \(oldValue.count)") }
}
journal.append("a")
journal += ["b", "c"]
journal[0] = "z"
print(journal)
func run() {
  var total = 0 {
    willSet { print("total -> \(newValue)") }
  }
  for i in 1...3 { total += i }
  total = 100
  print("total is \(total)")
}
run()
var limited = 5 {
  didSet {
    if limited > 10 { limited = 10 }
  }
}
limited = 50
print(limited)
struct Point { var x = 0, y = 0 }
var p = Point() { didSet { print("p moved to \(p.x), \(p.y)") } }
p.x = 3
p.y += 4
// expect: score will be 10
// expect: score was 0, now 10
// expect: score will be 15
// expect: score was 10, now 15
// expect: score will be 16
// expect: score was 15, now 16
// expect: journal has 1 entries, was 0
// expect: journal has 3 entries, was 1
// expect: journal has 3 entries, was 3
// expect: ["z", "b", "c"]
// expect: total -> 1
// expect: total -> 3
// expect: total -> 6
// expect: total -> 100
// expect: total is 100
// expect: 10
// expect: p moved to 3, 0
// expect: p moved to 3, 4
