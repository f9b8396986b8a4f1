// Checks: closures stored as dictionary values and looked up by key
let operations: [String: (Double, Double) -> Double] = [
  "+": { $0 + $1 },
  "-": { $0 - $1 },
  "*": { $0 * $1 },
  "/": { $0 / $1 },
]
for op in ["+", "-", "*", "/"] {
  if let f = operations[op] {
    print("8 \(op) 2 = \(f(8, 2))")
  }
}
// expect: 8 + 2 = 10.0
// expect: 8 - 2 = 6.0
// expect: 8 * 2 = 16.0
// expect: 8 / 2 = 4.0
print(operations["%"] == nil)
// expect: true
