// Checks: Int("42") returns an optional; invalid text gives nil
let good = Int("42")
let bad = Int("4x2")
print(good as Any)
// expect: Optional(42)
print(bad as Any)
// expect: nil
print(good! + 1)
// expect: 43
print(Int("-7") ?? 0, Int("") ?? -1, Int(" 5") ?? -1)
// expect: -7 -1 -1
print(Double("2.5") ?? 0)
// expect: 2.5
