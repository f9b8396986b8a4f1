// Checks: an instance property does not meet a static requirement
protocol Unit { static var symbol: String { get } }
struct Celsius: Unit {
  var symbol = "C"
}
print(Celsius().symbol)
// expect-diagnostic: type 'Celsius' does not conform to protocol 'Unit'
// expect-diagnostic-line: 3
