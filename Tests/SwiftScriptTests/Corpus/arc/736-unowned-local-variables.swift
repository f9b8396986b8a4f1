// Checks: `unowned let` and `unowned var` locals read their instance while it lives and do not keep it alive; a closure that uses one reads the variable's current instance
class Session {
  let user: String
  init(user: String) { self.user = user }
  deinit { print("session for \(user) ended") }
}

class Account {
  let name: String
  init(name: String) { self.name = name }
  func open() -> Session { Session(user: name) }
}

func signIn() {
  let account = Account(name: "alice")
  unowned let owner = account
  var session: Session? = account.open()
  unowned var current = session!
  print("current:", current.user, "owner:", owner.name)
  let describe = { "\(owner.name) -> \(current.user)" }
  print(describe())
  let other = Session(user: "bob")
  current = other
  session = nil
  print(describe())
  print("still alive:", current.user)
}
signIn()
print("after sign-in")
// expect: current: alice owner: alice
// expect: alice -> alice
// expect: session for alice ended
// expect: alice -> bob
// expect: still alive: bob
// expect: session for bob ended
// expect: after sign-in
