// Checks: the implicit error constant in a bare catch, tested with is and as?
enum A: Error { case one }
enum B: Error { case two(Int) }
func throwIt(_ n: Int) throws {
  if n == 1 { throw A.one }
  throw B.two(n)
}
for n in [1, 7] {
  do {
    try throwIt(n)
  } catch {
    if error is A {
      print("A")
    } else if let b = error as? B, case .two(let v) = b {
      print("B with \(v)")
    }
  }
}
// expect: A
// expect: B with 7
