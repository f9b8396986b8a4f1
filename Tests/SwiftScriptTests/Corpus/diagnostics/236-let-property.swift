// Checks: assigning to a let property of a struct instance
struct User {
  let id: Int
  var name: String
}
var u = User(id: 1, name: "Ann")
u.name = "Bo"
u.id = 2
// expect-diagnostic: cannot assign to property: 'id' is a 'let' constant
// expect-diagnostic-line: 8
