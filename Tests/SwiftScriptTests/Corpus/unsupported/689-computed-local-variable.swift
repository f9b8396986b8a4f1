// Checks: a computed local variable is reported as not supported, not run wrongly
func area(width: Int, height: Int) -> Int {
  var size: Int { width * height }
  return size
}
print(area(width: 3, height: 4))
// expect: 12
// expect-unsupported: a computed local variable is not supported in the workbook
