// Checks: a bare return in a function that returns an Int
func firstEven(_ numbers: [Int]) -> Int {
  for n in numbers where n % 2 == 0 { return n }
  return
}
print(firstEven([1, 2]))
// expect-diagnostic: non-void function should return a value
// expect-diagnostic-line: 4
