// Checks: class instances are shared by reference; === checks identity
class Account {
  var balance: Int
  init(balance: Int) {
    self.balance = balance
  }
}
let a = Account(balance: 100)
let b = a
b.balance -= 30
print(a.balance)
// expect: 70
let c = Account(balance: 70)
print(a === b, a === c, a !== c)
// expect: true false true
func drain(_ acct: Account) { acct.balance = 0 }
drain(c)
print(c.balance)
// expect: 0
