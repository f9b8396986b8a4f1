// Checks: guard let inside a loop with continue, and a guard condition with a where-like test
let raw = ["3", "x", "10", "", "-2"]
var total = 0
for r in raw {
  guard let n = Int(r) else {
    print("skip '\(r)'")
    continue
  }
  guard n > 0 else { continue }
  total += n
}
// expect: skip 'x'
// expect: skip ''
print(total)
// expect: 13
