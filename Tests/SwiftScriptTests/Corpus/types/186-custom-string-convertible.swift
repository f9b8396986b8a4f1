// Checks: CustomStringConvertible description is used by print, interpolation and arrays
struct Money: CustomStringConvertible {
  let cents: Int
  var description: String {
    "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"
  }
}
let m = Money(cents: 1205)
print(m)
// expect: $12.05
print("Total: \(m)")
// expect: Total: $12.05
print([Money(cents: 99), Money(cents: 250)])
// expect: [$0.99, $2.50]
print(String(describing: m))
// expect: $12.05
