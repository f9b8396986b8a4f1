// Checks: a struct conforming to Error, caught and inspected with catch let as
struct ValidationError: Error {
  let field: String
  let problem: String
}
func validate(age: Int) throws {
  if age < 0 {
    throw ValidationError(field: "age", problem: "must not be negative")
  }
}
do {
  try validate(age: 5)
  print("5 ok")
  try validate(age: -1)
} catch let e as ValidationError {
  print("\(e.field): \(e.problem)")
  print(e)
}
// expect: 5 ok
// expect: age: must not be negative
// expect: ValidationError(field: "age", problem: "must not be negative")
