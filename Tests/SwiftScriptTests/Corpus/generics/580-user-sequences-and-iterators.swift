// Checks: a script type conforming to Sequence or IteratorProtocol in for-in loops (one element at a time, so an
// endless sequence stops where the loop breaks) and with Sequence's members (map, reduce, contains, Array(seq)).
struct Countdown: Sequence, IteratorProtocol {
    var n: Int
    mutating func next() -> Int? { if n == 0 { return nil }; n -= 1; return n + 1 }
}
for i in Countdown(n: 3) { print(i) }
struct Fibonacci: Sequence {
    func makeIterator() -> FibIterator { FibIterator() }
}
struct FibIterator: IteratorProtocol {
    var a = 0, b = 1
    mutating func next() -> Int? { defer { (a, b) = (b, a + b) }; return a }
}
for f in Fibonacci() { if f > 50 { break }; print(f, terminator: " ") }
print()
let c = Countdown(n: 4)
print(Array(c), c.map { $0 * 10 }, c.reduce(0, +), c.contains(2))
var total = 0
for i in c where i % 2 == 0 { total += i }
print(total, c.n)
// expect: 3
// expect: 2
// expect: 1
// expect: 0 1 1 2 3 5 8 13 21 34 
// expect: [4, 3, 2, 1] [40, 30, 20, 10] 10 true
// expect: 6 4
