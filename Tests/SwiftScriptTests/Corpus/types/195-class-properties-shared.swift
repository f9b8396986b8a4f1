// Checks: a struct containing a class reference shares the object across copies
class Log {
  var lines: [String] = []
}
struct Service {
  var name: String
  let log: Log
  func record(_ s: String) { log.lines.append("\(name): \(s)") }
}
let shared = Log()
let a = Service(name: "a", log: shared)
var b = a
b.name = "b"
a.record("start")
b.record("stop")
print(shared.lines)
// expect: ["a: start", "b: stop"]
print(a.name, b.name, a.log === b.log)
// expect: a b true
