// Checks: integer literals given for a generic parameter become Doubles when a Double is given for it too (pair(1.5, 2), pair(x, 1), a variadic T..., a ternary's branches, a generic struct's memberwise initializer) or when it is constrained to FloatingPoint or BinaryFloatingPoint (h(3), avg([1, 2]), V(x: 1, y: 0.5)); f(7, 2) through a variable declared (Double, Double) -> Double holding (/) (the workbook did integer division: printed 1, [1.5, 2], V<Int>(x: 1, y: 0.5), 3)
// An integer literal given for a generic parameter is a Double when a Double is given beside it
// for the same parameter, or when the parameter is constrained to FloatingPoint; a literal given
// to a variable of function type taking Doubles is one.
func pair<T>(_ a: T, _ b: T) -> [T] { [a, b] }
print(pair(1.5, 2))
print(pair(1, 2))
func h<T: BinaryFloatingPoint>(_ v: T) -> T { v / 2 }
print(h(3))
func half<T>(_ v: T) -> T where T: FloatingPoint { v / 2 }
print(half(5))
func avg<T: FloatingPoint>(_ xs: [T]) -> T { xs.reduce(0, +) / T(xs.count) }
print(avg([1, 2]))
let x = 2.5
print(pair(x, 1))
func largest<T: Comparable>(_ xs: T...) -> T { xs.max()! }
print(largest(1, 2.5, 2))
for i in 1...2 { print(h(i * 1 == 1 ? 3 : 4)) }
struct V<T: FloatingPoint> { var x: T; var y: T }
print(V(x: 1, y: 0.5))
struct Pair<T> { var a: T; var b: T }
print(Pair(a: 1.5, b: 2))
let f: (Double, Double) -> Double = (/)
print(f(7, 2))
// expect: [1.5, 2.0]
// expect: [1, 2]
// expect: 1.5
// expect: 2.5
// expect: 1.5
// expect: [2.5, 1.0]
// expect: 2.5
// expect: 1.5
// expect: 2.0
// expect: V<Double>(x: 1.0, y: 0.5)
// expect: Pair<Double>(a: 1.5, b: 2.0)
// expect: 3.5
