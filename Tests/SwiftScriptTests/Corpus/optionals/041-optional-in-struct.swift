// Checks: struct with optional property prints Optional in its description
struct User {
  var name: String
  var email: String?
}
let u = User(name: "Ann", email: nil)
print(u)
// expect: User(name: "Ann", email: nil)
let v = User(name: "Bo", email: "bo@x.io")
print(v)
// expect: User(name: "Bo", email: Optional("bo@x.io"))
print(v.email ?? "none", u.email ?? "none")
// expect: bo@x.io none
