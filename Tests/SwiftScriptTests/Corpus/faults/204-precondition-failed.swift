// Checks: a failing precondition traps; the runtime reports "Precondition failed: message"
func withdraw(_ amount: Int, from balance: Int) -> Int {
  precondition(amount <= balance, "insufficient funds")
  return balance - amount
}
print(withdraw(30, from: 100))
// expect: 70
print(withdraw(300, from: 100))
// expect-fault: Precondition failed: insufficient funds
