// Checks: calling a mutating method on a let struct
struct Counter {
  var n = 0
  mutating func increment() { n += 1 }
}
let c = Counter()
c.increment()
print(c.n)
// expect-diagnostic: cannot use mutating member on immutable value: 'c' is a 'let' constant
// expect-diagnostic-line: 7
// expect-diagnostic-column: 3
