// Checks: an error thrown at top level and never caught ends the program
enum LoginError: Error {
  case expired
}
func login(_ token: String) throws -> String {
  if token == "old" { throw LoginError.expired }
  return "ok"
}
print(try login("new"))
// expect: ok
print(try login("old"))
// expect-fault: Error raised at top level: main.LoginError.expired
