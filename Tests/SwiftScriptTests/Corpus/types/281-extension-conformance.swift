// Checks: an extension adds a protocol conformance and methods to a user type
struct Money {
  var cents: Int
}
extension Money: CustomStringConvertible {
  var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
  func doubled() -> Money { Money(cents: cents * 2) }
}
let price = Money(cents: 1205)
print(price)
print(price.doubled(), [price])
extension Array {
  var secondOrNil: Element? { count > 1 ? self[1] : nil }
}
print([4, 5, 6].secondOrNil as Any, [Int]().secondOrNil as Any)
// expect: $12.05
// expect: $24.10 [$12.05]
// expect: Optional(5) nil
