// Checks: a mutating method called through self. in a non-mutating method is rejected before anything runs, at the member's name
struct Counter {
  var n = 0
  mutating func bump() { n += 1 }
  func bumped() -> Int { self.bump(); return n }
}
print(Counter().n)
// expect-diagnostic: cannot use mutating member on immutable value: 'self' is immutable
// expect-diagnostic-line: 5
// expect-diagnostic-column: 31
