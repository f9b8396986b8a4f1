// Checks: assigning an optional to a String variable
struct User {
  var nickname: String?
}
let user = User(nickname: "Al")
var display = "none"
display = user.nickname
print(display)
// expect-diagnostic: value of optional type 'String?' must be unwrapped to a value of type 'String'
// expect-diagnostic-line: 7
// expect-diagnostic-column: 16
