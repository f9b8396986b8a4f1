// Checks: a function that throws one error type throws one of its cases by implicit member (throw .outOfStock), caught as that type
enum VendingError: Error {
  case invalidSelection
  case insufficientFunds(coinsNeeded: Int)
  case outOfStock
}
func vend(_ name: String, coins: Int) throws(VendingError) -> String {
  guard name == "Chips" || name == "Candy" else { throw .invalidSelection }
  guard name != "Candy" else { throw .outOfStock }
  guard coins >= 10 else { throw .insufficientFunds(coinsNeeded: 10 - coins) }
  return name
}
for (name, coins) in [("Chips", 12), ("Candy", 20), ("Pretzels", 5), ("Chips", 3)] {
  do {
    print("vended", try vend(name, coins: coins))
  } catch {
    switch error {
    case .invalidSelection: print("invalid selection")
    case .outOfStock: print("out of stock")
    case .insufficientFunds(let needed): print("insert \(needed) more")
    }
  }
}
// expect: vended Chips
// expect: out of stock
// expect: invalid selection
// expect: insert 7 more
