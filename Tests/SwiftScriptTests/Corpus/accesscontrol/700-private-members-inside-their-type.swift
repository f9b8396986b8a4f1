// Checks: private members are reached inside their type's body, a type nested in it, its extensions and on another instance of it; private(set) is read outside; fileprivate is the whole script's
struct Account {
  private var balance = 0
  private(set) var history: [Int] = []
  fileprivate var note = "new"
  private static var opened = 0
  init() { Account.opened += 1 }
  mutating func deposit(_ amount: Int) {
    balance += amount
    history.append(amount)
  }
  func isRicher(than other: Account) -> Bool { balance > other.balance }
  static func count() -> Int { opened }
  struct Auditor {
    func check(_ account: Account) -> String { "balance \(account.balance)" }
  }
}
extension Account {
  var summary: String { "\(balance) after \(history.count) deposits" }
  mutating func reset() { balance = 0; history = [] }
}
var a = Account()
var b = Account()
a.deposit(5)
a.deposit(7)
b.deposit(3)
print(a.summary, a.history, a.isRicher(than: b))
print(Account.Auditor().check(b))
a.note = "vip"
print(a.note, Account.count())
a.reset()
print(a.summary)
// expect: 12 after 2 deposits [5, 7] true
// expect: balance 3
// expect: vip 2
// expect: 0 after 0 deposits
