// Checks: let bindings with where clauses in switch cases
func check(_ point: (Int, Int)) {
  switch point {
  case let (x, y) where x == y:
    print("diagonal \(x)")
  case let (x, y) where x == -y:
    print("anti-diagonal \(x),\(y)")
  case let (x, _) where x > 0:
    print("right side")
  default:
    print("elsewhere")
  }
}
check((2, 2))
// expect: diagonal 2
check((3, -3))
// expect: anti-diagonal 3,-3
check((4, 1))
// expect: right side
check((-4, 1))
// expect: elsewhere
