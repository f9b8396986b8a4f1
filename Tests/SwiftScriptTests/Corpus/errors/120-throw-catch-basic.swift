// Checks: throwing an enum error and catching a specific case
enum LoginError: Error {
  case wrongPassword
  case locked
}
func login(_ password: String) throws -> String {
  if password == "locked" { throw LoginError.locked }
  if password != "secret" { throw LoginError.wrongPassword }
  return "welcome"
}
do {
  print(try login("secret"))
  print(try login("guess"))
  print("not reached")
} catch LoginError.wrongPassword {
  print("wrong password")
} catch LoginError.locked {
  print("locked")
}
// expect: welcome
// expect: wrong password
