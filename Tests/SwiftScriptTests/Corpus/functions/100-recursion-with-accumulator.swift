// Checks: recursion over an array with an index and an accumulator, and mutual base cases
func reverse(_ s: String) -> String {
  guard let first = s.first else { return "" }
  return reverse(String(s.dropFirst())) + String(first)
}
print(reverse("stressed"))
// expect: desserts
func power(_ base: Int, _ exp: Int) -> Int {
  if exp == 0 { return 1 }
  let half = power(base, exp / 2)
  return exp % 2 == 0 ? half * half : half * half * base
}
print(power(2, 10), power(3, 5))
// expect: 1024 243
