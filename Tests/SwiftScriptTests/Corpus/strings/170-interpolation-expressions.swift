// Checks: interpolation with method calls, nested quotes, arrays and optionals with defaults
let items = ["pen", "ink"]
print("items: \(items)")
// expect: items: ["pen", "ink"]
print("count: \(items.count), first: \(items.first ?? "none")")
// expect: count: 2, first: pen
print("upper: \(items.map { $0.uppercased() }.joined(separator: "+"))")
// expect: upper: PEN+INK
let n = 5
print("\(n) squared is \(n * n), \(n > 3 ? "big" : "small")")
// expect: 5 squared is 25, big
print("tuple \((1, "a"))")
// expect: tuple (1, "a")
