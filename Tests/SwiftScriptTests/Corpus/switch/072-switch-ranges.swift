// Checks: range patterns in switch cases, including one-sided ranges
func describe(_ n: Int) -> String {
  switch n {
  case ..<0: return "negative"
  case 0: return "zero"
  case 1...9: return "digit"
  case 10..<100: return "two digits"
  default: return "big"
  }
}
for n in [-5, 0, 7, 42, 100] {
  print(describe(n))
}
// expect: negative
// expect: zero
// expect: digit
// expect: two digits
// expect: big
