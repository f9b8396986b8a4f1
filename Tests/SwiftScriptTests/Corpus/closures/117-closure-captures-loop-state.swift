// Checks: closures capturing a shared variable see each other's changes
func makePair() -> (inc: () -> Void, get: () -> Int) {
  var total = 0
  return ({ total += 5 }, { total })
}
let pair = makePair()
pair.inc()
pair.inc()
print(pair.get())
// expect: 10
var log: [String] = []
let logger: (String) -> Void = { log.append($0) }
["a", "b"].forEach(logger)
logger("c")
print(log)
// expect: ["a", "b", "c"]
