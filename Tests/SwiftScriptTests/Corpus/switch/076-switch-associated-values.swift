// Checks: switch with let bindings on enum associated values
enum Shape {
  case circle(radius: Double)
  case rect(width: Double, height: Double)
  case point
}
func area(_ s: Shape) -> Double {
  switch s {
  case .circle(let r): return 3.0 * r * r
  case let .rect(w, h): return w * h
  case .point: return 0
  }
}
print(area(.circle(radius: 2)))
// expect: 12.0
print(area(.rect(width: 3, height: 4.5)))
// expect: 13.5
print(area(.point))
// expect: 0.0
