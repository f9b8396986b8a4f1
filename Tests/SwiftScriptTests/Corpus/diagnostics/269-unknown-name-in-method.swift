// Checks: a misspelled property name inside a method
struct Account {
  var balance = 0
  func report() -> String {
    "balance: \(balanse)"
  }
}
print(Account().report())
// expect-diagnostic: cannot find 'balanse' in scope; did you mean 'balance'?
// expect-diagnostic-line: 5
// expect-diagnostic-column: 17
