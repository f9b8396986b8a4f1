// Checks: a class without CustomStringConvertible prints as module.ClassName
class Account {
  var owner = "Ann"
}
let acct = Account()
print(acct)
// expect: main.Account
print("\(acct)")
// expect: main.Account
print([acct, acct].count)
// expect: 2
print(String(describing: type(of: acct)))
// expect: Account
