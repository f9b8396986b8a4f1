// Checks: string interpolation of variables and expressions
let name = "Sam"
let items = 3
let price = 2.5
print("\(name) bought \(items) items")
// expect: Sam bought 3 items
print("total: \(Double(items) * price)")
// expect: total: 7.5
print("next year: \(items + 1), flag: \(items > 2)")
// expect: next year: 4, flag: true
print("\(name)\(name)")
// expect: SamSam
