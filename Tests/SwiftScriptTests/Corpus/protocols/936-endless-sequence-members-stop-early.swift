// Checks: prefix(_:), prefix(while:) (and its trailing closure), first(where:), contains(_:), contains(where:) and allSatisfy on an endless script Sequence stop early (the workbook walked it to the end: Fatal error: arithmetic overflow); reversed() is an array and underestimatedCount 0 for a script Sequence (were a ReversedCollection and the count)
// A Sequence of the script's own gives prefix, prefix(while:), first(where:), contains and
// allSatisfy that stop as soon as they know (an endless Fibonacci sequence ends), reversed() as an
// array and an underestimatedCount of 0, as Sequence's defaults do.
struct Fib: Sequence, IteratorProtocol {
  var a = 0, b = 1
  mutating func next() -> Int? { defer { (a, b) = (b, a + b) }; return a }
}
print(Array(Fib().prefix(5)))
print(Fib().prefix(while: { $0 < 30 }))
print(Fib().first(where: { $0 > 50 }) as Any)
print(Fib().contains(13), Fib().contains { $0 % 7 == 0 && $0 > 0 })
print(Fib().allSatisfy { $0 < 100 })
struct C: Sequence, IteratorProtocol {
  var n = 3
  mutating func next() -> Int? { if n == 0 { return nil }; defer { n -= 1 }; return n }
}
print(C().reversed(), C().underestimatedCount, C().map { $0 * 2 }, C().contains(5))
for x in Fib() where x > 3 { print(x); if x > 20 { break } }
print(Fib().prefix { $0 < 10 })
// expect: [0, 1, 1, 2, 3]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21]
// expect: Optional(55)
// expect: true true
// expect: false
// expect: [1, 2, 3] 0 [6, 4, 2] false
// expect: 5
// expect: 8
// expect: 13
// expect: 21
// expect: [0, 1, 1, 2, 3, 5, 8]
