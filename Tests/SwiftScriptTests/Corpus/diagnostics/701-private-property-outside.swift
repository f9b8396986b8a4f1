// Checks: a private stored property read from outside its type is rejected in swiftc's words (its extension and its methods read it)
struct Account {
  private var balance = 0
  private(set) var owner = "ann"
  private func audit() -> String { "ok" }
  mutating func deposit(_ amount: Int) { balance += amount; print(audit()) }
}
extension Account {
  func peek() -> Int { balance }
}
var a = Account()
a.deposit(5)
print(a.peek(), a.owner)
print(a.balance)
// expect-diagnostic: 'balance' is inaccessible due to 'private' protection level
// expect-diagnostic-line: 14
