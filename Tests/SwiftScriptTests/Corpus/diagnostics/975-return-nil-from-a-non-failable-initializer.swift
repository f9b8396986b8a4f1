// Checks: 'return nil' in an initializer not written 'init?': swiftc's error at 'return' (the workbook made the value)
struct Celsius {
  var degrees: Double
  init(degrees: Double) {
    if degrees < -273.15 { return nil }
    self.degrees = degrees
  }
}
print(Celsius(degrees: 20).degrees)
// expect-diagnostic: only a failable initializer can return 'nil'
// expect-diagnostic-line: 5
