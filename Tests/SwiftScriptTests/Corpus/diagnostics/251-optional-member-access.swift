// Checks: using a member of an optional without ? or !
struct User {
  var nickname: String?
}
let user = User(nickname: "Al")
print(user.nickname.count)
// expect-diagnostic: value of optional type 'String?' must be unwrapped to refer to member 'count' of wrapped base type 'String'
// expect-diagnostic-line: 6
// expect-diagnostic-column: 12
