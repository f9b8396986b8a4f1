// Checks: a closure whose body is one if or switch expression returns the value of the branch taken, its result type unwritten (map, a closure constant, forEach with Void branches); the workbook returned ()
// A closure of one `if` or `switch` expression (SE-0380) returns the value its branch gives,
// with no result type written.
print([3, -1].map { n in if n > 0 { "+" } else { "-" } })
print([1, 2].map { switch $0 { case 1: "one"; default: "many" } })
let f = { (x: Int) in if x > 1 { x * 2 } else { 0 } }
print(f(3))
let grade = { (score: Int) in
  switch score {
  case 90...: "A"
  case 80..<90: "B"
  default: "C"
  }
}
print([95, 85, 10].map(grade))
var log: [String] = []
[1, 2].forEach { if $0 > 1 { log.append("big") } else { log.append("small") } }
print(log)
// expect: ["+", "-"]
// expect: ["one", "many"]
// expect: 6
// expect: ["A", "B", "C"]
// expect: ["small", "big"]
