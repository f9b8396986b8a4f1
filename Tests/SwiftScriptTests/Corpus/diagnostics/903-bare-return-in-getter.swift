// Checks: a getter's bare return
struct Temperature {
  var celsius = 20.0
  var fahrenheit: Double { return }
}
print(Temperature().celsius)
// expect-diagnostic: non-void function should return a value
// expect-diagnostic-line: 4
