// Checks: several declarations on one line and swapping with a tuple
var a = 1, b = 2
let c = 3, d: Double = 4
(a, b) = (b, a)
print(a, b, c, d)
// expect: 2 1 3 4.0
var x = 5
var y = 6
swap(&x, &y)
print(x, y)
// expect: 6 5
