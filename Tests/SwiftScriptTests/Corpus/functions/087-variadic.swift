// Checks: variadic parameters arrive as an array, and may be empty
func sum(_ numbers: Int...) -> Int {
  var total = 0
  for n in numbers { total += n }
  return total
}
print(sum(1, 2, 3, 4))
// expect: 10
print(sum())
// expect: 0
func average(of values: Double..., label: String) -> String {
  let avg = values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
  return "\(label): \(avg)"
}
print(average(of: 1, 2, 4, 5, label: "mean"))
// expect: mean: 3.0
