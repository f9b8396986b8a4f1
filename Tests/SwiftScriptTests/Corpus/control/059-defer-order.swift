// Checks: multiple defers run in reverse order when the scope exits
func work() {
  defer { print("first defer") }
  defer { print("second defer") }
  print("body")
}
work()
// expect: body
// expect: second defer
// expect: first defer
do {
  defer { print("leaving do") }
  print("in do")
}
// expect: in do
// expect: leaving do
