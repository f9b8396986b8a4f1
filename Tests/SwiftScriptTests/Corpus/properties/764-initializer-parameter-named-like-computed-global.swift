// Checks: an initializer's parameter named like a computed global variable is the parameter inside the initializer (it read the global)
var base = 10
var total: Int {
  get { base * 2 }
  set { base = newValue / 2 }
}

struct Invoice {
  let amount: Int
  init(total: Int) { amount = total }
}

class Ledger {
  var entries: [Int]
  init(total: Int) { entries = [total, base] }
}

print(Invoice(total: 3).amount, total)
print(Ledger(total: 7).entries)
total = 50
print(base, Invoice(total: total).amount)
// expect: 3 20
// expect: [7, 10]
// expect: 25 50
