// Checks: passing a String where an Int parameter is expected
func square(_ n: Int) -> Int {
  n * n
}
let input = "7"
print(square(input))
// expect-diagnostic: cannot convert value of type 'String' to expected argument type 'Int'
// expect-diagnostic-line: 6
