// Checks: calling a misspelled method on a struct instance
struct Counter {
  var count = 0
  mutating func increment() { count += 1 }
}
var counter = Counter()
counter.incremnt()
print(counter.count)
// expect-diagnostic: value of type 'Counter' has no member 'incremnt'; did you mean 'increment'?
// expect-diagnostic-line: 7
// expect-diagnostic-column: 9
