// Checks: a wrong label in a call to a class initializer
class Session {
  let user: String
  init(user: String) {
    self.user = user
  }
}
let session = Session(username: "ann")
print(session.user)
// expect-diagnostic: incorrect argument label in call (have 'username:', expected 'user:')
// expect-diagnostic-line: 8
// expect-diagnostic-column: 22
