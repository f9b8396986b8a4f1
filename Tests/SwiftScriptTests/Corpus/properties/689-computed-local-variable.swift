// Checks: a computed local variable reads the locals around it
func area(width: Int, height: Int) -> Int {
  var size: Int { width * height }
  return size
}
print(area(width: 3, height: 4))
// expect: 12
