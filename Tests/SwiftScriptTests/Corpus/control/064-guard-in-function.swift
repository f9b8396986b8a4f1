// Checks: guard with a boolean condition exits the function early
func divide(_ a: Int, by b: Int) -> Int? {
  guard b != 0 else {
    print("cannot divide \(a) by zero")
    return nil
  }
  return a / b
}
print(divide(9, by: 3) as Any)
// expect: Optional(3)
print(divide(9, by: 0) as Any)
// expect: cannot divide 9 by zero
// expect: nil
