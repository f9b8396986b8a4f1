// Checks: Result with success and failure, get() and switch over it
enum MathError: Error { case divideByZero }
func divide(_ a: Int, _ b: Int) -> Result<Int, MathError> {
  b == 0 ? .failure(.divideByZero) : .success(a / b)
}
for b in [5, 0] {
  switch divide(10, b) {
  case .success(let v): print("value \(v)")
  case .failure(let e): print("error \(e)")
  }
}
// expect: value 2
// expect: error divideByZero
print((try? divide(9, 3).get()) as Any)
// expect: Optional(3)
print(divide(1, 0))
// expect: failure(main.MathError.divideByZero)
