// Checks: integer division by zero known only at run time traps
func average(_ values: [Int]) -> Int {
  values.reduce(0, +) / values.count
}
print(average([2, 4]))
// expect: 3
print(average([]))
// expect-fault: Division by zero
