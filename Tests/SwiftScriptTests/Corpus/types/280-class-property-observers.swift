// Checks: didSet on a class property runs on change but not in init; oldValue and custom names
class Account {
  var balance: Int {
    didSet { print("balance \(oldValue) -> \(balance)") }
  }
  var owner = "none" {
    willSet(next) { print("owner will be \(next)") }
  }
  init(balance: Int) {
    self.balance = balance
  }
  func deposit(_ amount: Int) { balance += amount }
}
let a = Account(balance: 5)
a.deposit(10)
a.balance = 1
a.owner = "Kim"
print(a.balance, a.owner)
// expect: balance 5 -> 15
// expect: balance 15 -> 1
// expect: owner will be Kim
// expect: 1 Kim
