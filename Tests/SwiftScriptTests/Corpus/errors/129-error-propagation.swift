// Checks: errors propagate through several throwing functions without do/catch
enum BankError: Error { case insufficientFunds(needed: Int) }
var balance = 100
func withdraw(_ amount: Int) throws {
  if amount > balance { throw BankError.insufficientFunds(needed: amount - balance) }
  balance -= amount
}
func pay(_ amounts: [Int]) throws {
  for a in amounts {
    try withdraw(a)
    print("paid \(a)")
  }
}
do {
  try pay([30, 50, 40])
} catch BankError.insufficientFunds(let needed) {
  print("short by \(needed)")
}
// expect: paid 30
// expect: paid 50
// expect: short by 20
print(balance)
// expect: 20
