// Checks: a lone expression of type () is a function's result, which () is not when it returns an Int
func total(_ values: [Int]) -> Int {
  print(values.reduce(0, +))
}
print(total([1, 2]))
// expect-diagnostic: cannot convert return expression of type '()' to return type 'Int'
// expect-diagnostic-line: 3
