// Checks: if case, guard case and while case in loops and functions: payload bindings (let inside and outside), a binding used by the next condition, a local named in the pattern, optional, is and as patterns, a range, a name bound in one branch and outer in another
enum Job { case print(pages: Int), scan(String), idle }
let v = "outer"
var log: [String] = []
let limit = 3
for job in [Job.print(pages: 2), .scan("a.pdf"), .idle, .print(pages: 9)] {
  if case .print(let pages) = job, pages > limit { log.append("long \(pages)") }
  else if case let .print(v) = job { log.append("short \(v)") }
  else if case .scan(let v) = job { log.append("scan \(v)") }
  else { log.append("else \(v)") }
  if case .print(pages: limit) = job { log.append("exactly the limit") }
}
func first(_ jobs: [Job]) -> String {
  for job in jobs {
    guard case .scan(var name) = job else { continue }
    name += "!"
    return name
  }
  return "none"
}
var queue: [Int?] = [1, nil, 7]
var seen: [Int] = []
while case let n?? = queue.popLast() { seen.append(n) }
var kinds: [String] = []
let things: [Any] = [1, "two", 3.0, (4, 5)]
for thing in things {
  if case is Int = thing { kinds.append("int") }
  if case let s as String = thing { kinds.append("string \(s)") }
  if case let (a, b) as (Int, Int) = thing { kinds.append("pair \(a + b)") }
  if case 2...3 = (thing as? Double).map { Int($0) } ?? 0 { kinds.append("in range") }
}
print(log, first([.idle, .scan("b"), .scan("c")]), seen, kinds)
// expect: ["short 2", "scan a.pdf", "else outer", "long 9"] b! [7] ["int", "string two", "in range", "pair 9"]
