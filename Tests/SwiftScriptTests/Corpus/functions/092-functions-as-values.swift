// Checks: functions are values that can be stored and passed as parameters
func add(_ a: Int, _ b: Int) -> Int { a + b }
func mul(_ a: Int, _ b: Int) -> Int { a * b }
func apply(_ f: (Int, Int) -> Int, _ x: Int, _ y: Int) -> Int {
  f(x, y)
}
print(apply(add, 3, 4), apply(mul, 3, 4))
// expect: 7 12
var op: (Int, Int) -> Int = add
op = mul
print(op(5, 6))
// expect: 30
let ops = [add, mul]
print(ops.map { $0(2, 10) })
// expect: [12, 20]
