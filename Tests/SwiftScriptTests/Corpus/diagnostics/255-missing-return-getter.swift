// Checks: a computed property whose getter does not always return
struct Temperature {
  var celsius: Double
  var label: String {
    if celsius > 25 {
      return "warm"
    }
  }
}
print(Temperature(celsius: 30).label)
// expect-diagnostic: missing return in getter expected to return 'String'
// expect-diagnostic-line: 8
// expect-diagnostic-column: 3
