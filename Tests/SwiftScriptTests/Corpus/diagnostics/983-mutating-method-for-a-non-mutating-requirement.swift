// Checks: a struct's mutating method for a requirement the protocol does not mark mutating: swiftc's "does not conform" at the struct's name (the workbook let it conform)
protocol Counter {
  func increment()
}
struct Tally: Counter {
  var count = 0
  mutating func increment() { count += 1 }
}
var tally = Tally()
tally.increment()
print(tally.count)
// expect-diagnostic: type 'Tally' does not conform to protocol 'Counter'
// expect-diagnostic-line: 5
