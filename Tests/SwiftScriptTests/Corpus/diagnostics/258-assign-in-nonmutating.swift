// Checks: assigning a property in a method that is not mutating
struct Counter {
  var count = 0
  func reset() {
    count = 0
  }
}
var counter = Counter()
counter.reset()
// expect-diagnostic: cannot assign to property: 'self' is immutable
// expect-diagnostic-line: 5
// expect-diagnostic-column: 5
