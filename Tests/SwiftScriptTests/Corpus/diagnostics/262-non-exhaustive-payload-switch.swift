// Checks: a switch over an enum with associated values that misses a case
enum Shape {
  case circle(radius: Double)
  case square(side: Double)
  case point
}
func area(_ shape: Shape) -> Double {
  switch shape {
  case .circle(let radius): return 3.14 * radius * radius
  case .square(let side): return side * side
  }
}
print(area(.point))
// expect-diagnostic: switch must be exhaustive
// expect-diagnostic-line: 8
// expect-diagnostic-column: 3
