// Checks: a function or method held in a value (`let h = add`, `let f = t.warmer`) is called without argument
// labels, as its function type has none, at the top level, in a loop and as an argument.
func add(a: Int, b: Int) -> Int { a + b }
struct T {
    var c: Double
    func warmer(by d: Double) -> Double { c + d }
}
let h = add
print(h(1, 2))
let f = T(c: 1).warmer
print(f(3))
let g = add
for i in 0..<2 { print(g(i, 2)) }
func apply(_ f: (Int, Int) -> Int) -> Int { f(3, 4) }
print(apply(add), apply(h))
// expect: 3
// expect: 4.0
// expect: 2
// expect: 3
// expect: 7 7
