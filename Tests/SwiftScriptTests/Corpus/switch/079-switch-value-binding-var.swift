// Checks: case var binding can be mutated inside the case body
let pair = (3, 4)
switch pair {
case var (a, b):
  a *= 10
  b += 1
  print(a, b)
}
// expect: 30 5
print(pair)
// expect: (3, 4)
