// Checks: a struct method that changes a property without mutating
struct Counter {
  var n = 0
  func increment() {
    n += 1
  }
}
var c = Counter()
c.increment()
// expect-diagnostic: left side of mutating operator isn't mutable: 'self' is immutable
// expect-diagnostic-line: 5
