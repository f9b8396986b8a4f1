// Checks: how Double values print (shortest round-trip form)
print(1.0, 100.0, 0.5)
// expect: 1.0 100.0 0.5
print(1e10, 1e16, 1e-5)
// expect: 10000000000.0 1e+16 1e-05
print(2.0 / 3.0)
// expect: 0.6666666666666666
print(-0.0, 7.25 * 2)
// expect: -0.0 14.5
print(Double(Int.max))
// expect: 9.223372036854776e+18
