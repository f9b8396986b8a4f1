// Checks: remainder by zero has its own fault message
let values = [7, 3, 0]
for v in values {
  print(10 % v)
}
// expect: 3
// expect: 1
// expect-fault: Division by zero in remainder operation
