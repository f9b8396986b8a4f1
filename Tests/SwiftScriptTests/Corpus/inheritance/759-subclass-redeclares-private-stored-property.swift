// Checks: a subclass may declare a stored property named like a superclass's `private` one: the superclass's code (its body and extension) sees its own, everything else the subclass's
class Account {
  private var secret = 1234
  let owner: String
  init(owner: String) { self.owner = owner }
  func check(_ pin: Int) -> Bool { pin == secret }
  func rotate() { self.secret += 1 }
  func describe() -> String { "\(owner): pin has \(String(secret).count) digits" }
}

extension Account {
  func hint() -> Int { secret % 10 }
}

class SharedAccount: Account {
  var secret = "family"
  func password() -> String { secret.uppercased() }
}

let shared = SharedAccount(owner: "Kim")
print(shared.check(1234), shared.password())
shared.rotate()
print(shared.check(1235), shared.hint(), shared.secret)
shared.secret = "friends"
print(shared.describe(), shared.password())
// expect: true FAMILY
// expect: true 5 family
// expect: Kim: pin has 4 digits FRIENDS
