// Checks: while loop that may not run, and a while loop computing a result
var n = 27
var steps = 0
while n != 1 {
  n = n % 2 == 0 ? n / 2 : 3 * n + 1
  steps += 1
}
print(steps)
// expect: 111
var k = 10
while k < 5 {
  print("never")
}
print("k is \(k)")
// expect: k is 10
