// Checks: force-unwrapping a failed Int(...) conversion traps
let inputs = ["12", "7", "seven"]
var total = 0
for s in inputs {
  total += Int(s)!
  print("total \(total)")
}
// expect: total 12
// expect: total 19
// expect-fault: Unexpectedly found nil while unwrapping an Optional value
