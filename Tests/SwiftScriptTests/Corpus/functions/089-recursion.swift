// Checks: recursive functions (factorial, fibonacci, sum of digits)
func factorial(_ n: Int) -> Int {
  n <= 1 ? 1 : n * factorial(n - 1)
}
print(factorial(10))
// expect: 3628800
func fib(_ n: Int) -> Int {
  if n < 2 { return n }
  return fib(n - 1) + fib(n - 2)
}
print((0...10).map(fib))
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55]
func digitSum(_ n: Int) -> Int {
  n < 10 ? n : n % 10 + digitSum(n / 10)
}
print(digitSum(98765))
// expect: 35
