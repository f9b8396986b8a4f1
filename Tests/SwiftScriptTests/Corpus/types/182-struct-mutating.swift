// Checks: mutating methods change a var struct in place
struct Counter {
  var count = 0
  mutating func increment(by n: Int = 1) {
    count += n
  }
  mutating func reset() {
    self = Counter()
  }
}
var c = Counter()
c.increment()
c.increment(by: 5)
print(c.count)
// expect: 6
c.reset()
print(c.count)
// expect: 0
