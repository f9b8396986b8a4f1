// Checks: sqrt, pow (of Doubles; of two integers, Foundation's Decimal one, whole), floor, ceil, round, exp, the logarithms, sin, cos, atan2, fabs, hypot, a Float's own overloads (they were 'cannot find in scope' when run)
import Foundation

// Foundation's mathematics: sqrt, pow, floor, ceil, round, the logarithms, the trigonometry.
let side = 3.0, other = 4.0
print(sqrt(side * side + other * other), hypot(side, other))
print(pow(2.0, 10.0), pow(2, 10), pow(2, 0.5), pow(10.0, -2.0))
print(floor(2.7), ceil(2.1), round(2.5), round(-2.5), floor(-2.5))
print(exp(0.0), log(1.0), log2(8.0), log10(1000.0))
print(sin(0.0), cos(0.0), atan2(1.0, 1.0) * 4, fabs(-3.5))
let area: Double = 2
print(sqrt(area), Int(sqrt(Double(49))))
let f: Float = 2
print(sqrt(f), type(of: sqrt(f)), pow(f, 3))
var total = 0.0
for i in 1...4 { total += sqrt(Double(i * i)) }
print(total)
// expect: 5.0 5.0
// expect: 1024.0 1024 1.4142135623730951 0.01
// expect: 2.0 3.0 3.0 -3.0 -3.0
// expect: 1.0 0.0 3.0 3.0
// expect: 0.0 1.0 3.141592653589793 3.5
// expect: 1.4142135623730951 7
// expect: 1.4142135 Float 8.0
// expect: 10.0
