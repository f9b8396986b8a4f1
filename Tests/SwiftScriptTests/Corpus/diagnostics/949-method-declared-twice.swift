// Checks: two methods of a type with the same name, labels, parameter types and result are one declared twice: swiftc's "invalid redeclaration of 'total()'", at the second (the workbook ran the first); overloads by parameter type are fine
struct Cart {
  var prices: [Double] = [2.5, 4]
  func total() -> Double { prices.reduce(0, +) }
  func total(_ tax: Double) -> Double { total() * (1 + tax) }
  func total(_ label: String) -> String { "\(label): \(total())" }
  func total() -> Double { 0 }
}
print(Cart().total())
// expect-diagnostic: invalid redeclaration of 'total()'
// expect-diagnostic-line: 7
