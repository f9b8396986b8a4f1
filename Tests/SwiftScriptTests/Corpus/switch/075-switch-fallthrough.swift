// Checks: fallthrough continues into the next case body without testing its pattern
func describe(_ n: Int) -> String {
  var text = "\(n) is"
  switch n {
  case 2, 3, 5, 7:
    text += " prime,"
    fallthrough
  case 100:
    text += " a number"
  default:
    text += " an integer"
  }
  return text
}
print(describe(5))
// expect: 5 is prime, a number
print(describe(4))
// expect: 4 is an integer
print(describe(100))
// expect: 100 is a number
