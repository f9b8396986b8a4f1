// Checks: Comparable via static <, sorting user types, operator overloads taking mixed types, and &+ wrapping on Int.
struct Money: Comparable, CustomStringConvertible {
    var cents: Int
    static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
    static func * (m: Money, k: Int) -> Money { Money(cents: m.cents * k) }
    static func * (k: Int, m: Money) -> Money { m * k }
    static func - (a: Money, b: Money) -> Money { Money(cents: a.cents - b.cents) }
    static prefix func - (m: Money) -> Money { Money(cents: -m.cents) }
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(abs(cents % 100))" }
}
let prices = [Money(cents: 250), Money(cents: 99), Money(cents: 1005)]
print(prices.sorted())
print(prices.max()!, prices.min()!)
print(Money(cents: 5) * 3, 2 * Money(cents: 101))
print(Money(cents: 100) > Money(cents: 99), Money(cents: 1) <= Money(cents: 1))
print(-(Money(cents: 300) - Money(cents: 100)))
print(Int.max &+ 1 == Int.min, Int.min &- 1 == Int.max)
print(Int.max &* 2)
print(prices.sorted(by: >).map { $0.cents })
// expect: [$0.99, $2.50, $10.05]
// expect: $10.05 $0.99
// expect: $0.15 $2.02
// expect: true true
// expect: $-2.00
// expect: true true
// expect: -2
// expect: [1005, 250, 99]
