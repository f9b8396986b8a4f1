// Checks: argument labels, parameter names, and _ to omit a label
func greet(person name: String, from town: String) -> String {
  return "Hello \(name) from \(town)"
}
print(greet(person: "Lee", from: "Oslo"))
// expect: Hello Lee from Oslo
func square(_ x: Int) -> Int { x * x }
print(square(9))
// expect: 81
func area(width: Int, height: Int) -> Int {
  width * height
}
print(area(width: 3, height: 5))
// expect: 15
