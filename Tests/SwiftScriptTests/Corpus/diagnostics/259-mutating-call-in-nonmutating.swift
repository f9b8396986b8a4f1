// Checks: calling a mutating method from a method that is not mutating
struct Counter {
  var count = 0
  mutating func increment() { count += 1 }
  func incrementTwice() {
    increment()
    increment()
  }
}
var counter = Counter()
counter.incrementTwice()
// expect-diagnostic: cannot use mutating member on immutable value: 'self' is immutable
// expect-diagnostic-line: 6
// expect-diagnostic-column: 5
