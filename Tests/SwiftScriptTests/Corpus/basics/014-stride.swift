// Checks: stride(from:to:by:) excludes the end, stride(from:through:by:) includes it
var up: [Int] = []
for i in stride(from: 0, to: 10, by: 3) {
  up.append(i)
}
print(up)
// expect: [0, 3, 6, 9]
for i in stride(from: 10, through: 0, by: -5) {
  print(i, terminator: ";")
}
print()
// expect: 10;5;0;
let halves = Array(stride(from: 0.0, to: 2.0, by: 0.5))
print(halves)
// expect: [0.0, 0.5, 1.0, 1.5]
