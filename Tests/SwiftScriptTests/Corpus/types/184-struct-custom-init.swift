// Checks: custom init replaces the memberwise init; failable init returns nil
struct Temperature {
  var celsius: Double
  init(fahrenheit: Double) {
    celsius = (fahrenheit - 32) * 5 / 9
  }
  init(celsius: Double) {
    self.celsius = celsius
  }
}
print(Temperature(fahrenheit: 212).celsius)
// expect: 100.0
print(Temperature(celsius: 21.5).celsius)
// expect: 21.5
struct Even {
  let value: Int
  init?(_ n: Int) {
    if n % 2 != 0 { return nil }
    value = n
  }
}
print(Even(4)?.value as Any, Even(3)?.value as Any)
// expect: Optional(4) nil
