// Checks: tuple patterns with wildcards and value bindings
func locate(_ p: (Int, Int)) -> String {
  switch p {
  case (0, 0): return "origin"
  case (_, 0): return "on x-axis"
  case (0, let y): return "on y-axis at \(y)"
  case (-2...2, -2...2): return "near"
  case let (x, y): return "far at \(x),\(y)"
  }
}
print(locate((0, 0)))
// expect: origin
print(locate((5, 0)))
// expect: on x-axis
print(locate((0, -3)))
// expect: on y-axis at -3
print(locate((1, 2)))
// expect: near
print(locate((7, 8)))
// expect: far at 7,8
