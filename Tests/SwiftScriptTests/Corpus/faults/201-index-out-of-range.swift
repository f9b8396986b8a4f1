// Checks: reading past the end of an array traps with Index out of range
let items = [10, 20, 30]
for i in 0...3 {
  print(items[i])
}
// expect: 10
// expect: 20
// expect: 30
// expect-fault: Index out of range
