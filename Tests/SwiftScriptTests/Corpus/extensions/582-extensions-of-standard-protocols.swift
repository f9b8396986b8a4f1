// Checks: extensions of the standard library's protocols (Equatable, Comparable) reach standard types and script
// types that adopt them; `any CustomStringConvertible` and `some Sequence<Int>` as parameter types.
extension Equatable {
    func isAny(of candidates: [Self]) -> Bool { candidates.contains(self) }
}
extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
struct P: Equatable { var x: Int }
print(3.isAny(of: [1, 2, 3]), "a".isAny(of: ["b"]), P(x: 1).isAny(of: [P(x: 1)]))
print(15.clamped(to: 0...10), (-3).clamped(to: 0...10), 4.clamped(to: 0...10))
func describeAll(_ items: [any CustomStringConvertible]) -> String { items.map { $0.description }.joined(separator: ",") }
print(describeAll([1, "two", 3.0]))
func total(_ xs: some Sequence<Int>) -> Int { xs.reduce(0, +) }
print(total([1, 2, 3]), total(Set([4])))
// expect: true false true
// expect: 10 0 4
// expect: 1,two,3.0
// expect: 6 4
