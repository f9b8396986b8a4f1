// Checks: numbers print as Swift prints them: literal forms, infinity, nan, -0.0, large and small doubles, constants
// How numbers print: literals of every form, special values, and Double constants.
print(1_000_000, 0o17, 1e3, 1.5e-3, 0x1p4, 12.0 / 0, -0.0, Double.nan, 1 / 3, 7.0 / 2)
print(100.0, 1e15, 1e16, 123456.789, 0.1 * 3, 2.0.squareRoot() * 2.0.squareRoot(), Double(Int.max))
print(String(3.0), "\(1e-5)", Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude, Double.ulpOfOne)
print((0.1).description, 5.0.rounded(.down), (-5.5).rounded(.toNearestOrEven), 2.5.rounded(.up))
// expect: 1000000 15 1000.0 0.0015 16.0 inf -0.0 nan 0 3.5
// expect: 100.0 1000000000000000.0 1e+16 123456.789 0.30000000000000004 2.0000000000000004 9.223372036854776e+18
// expect: 3.0 1e-05 5e-324 1.7976931348623157e+308 2.220446049250313e-16
// expect: 0.1 5.0 -6.0 3.0
