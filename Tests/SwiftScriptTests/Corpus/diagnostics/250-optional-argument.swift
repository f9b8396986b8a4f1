// Checks: passing an optional property where a String is needed
struct User {
  var name: String
  var nickname: String?
}
func greet(_ name: String) {
  print("Hi \(name)")
}
let user = User(name: "Ann", nickname: "A")
greet(user.nickname)
// expect-diagnostic: value of optional type 'String?' must be unwrapped to a value of type 'String'
// expect-diagnostic-line: 10
// expect-diagnostic-column: 12
