// Checks: the type arguments written at a generic struct's construction, or by its context (annotation, parameter, result), are its initializer's parameter types: a literal 1 for a T written Double is 1.0; Box<Any> shows Any
struct Box<T> { var v: T }
let a = Box<Double>(v: 1)
print(a, a.v / 2)
let b = Box<Any>(v: 1)
print(b, type(of: b))
let c: Box<Double> = Box(v: 3)
print(c)
let d: Box<Double> = .init(v: 5)
print(d)
func half(_ box: Box<Double>) -> Double { box.v / 2 }
print(half(Box(v: 7)))
func make() -> Box<Double> { Box(v: 9) }
func make2() -> Box<Double> {
  let x = 2.5
  return Box(v: 11 + x)
}
print(make(), make2())
struct Pair<A, B> { var first: A; var second: [B] }
print(Pair<Double, Double>(first: 1, second: [2, 3]))
// expect: Box<Double>(v: 1.0) 0.5
// expect: Box<Any>(v: 1) Box<Any>
// expect: Box<Double>(v: 3.0)
// expect: Box<Double>(v: 5.0)
// expect: 3.5
// expect: Box<Double>(v: 9.0) Box<Double>(v: 13.5)
// expect: Pair<Double, Double>(first: 1.0, second: [2.0, 3.0])
