// Checks: { () -> Double in 1 } returns 1.0 (was: cannot convert value of type 'Int' to closure result type 'Double'), 10 / 4 * 1.0 is 2.5 (was: binary operator '*' cannot be applied to operands of type 'Int' and 'Double'), [3, 4].reversed() as [Int] (was: cannot convert ReversedCollection), Shape.self and (any Shape).self of a protocol (were: cannot find 'Shape' in scope)
// Literals typed by a closure's written result and by a float literal among literals alone;
// reversed() as [Int]; a protocol's metatype.
let c = { () -> Double in 1 }
print(c())
let d: () -> Double = { 2 }
print(d())
let e = { (x: Int) -> Double in 3 / 2 }
print(e(1))
print([1, 2].map { (x: Int) -> Double in 7 })
print(10 / 4 * 1.0)
let x = 7 / 2 + 0.5
print(x)
for i in 0..<2 { print(i, 1 / 2 * 3.0) }
let y = 9 / 2
print(y, 1 + 2)
print([3, 4].reversed() as [Int])
let r: [Int] = [1, 2].reversed()
print(r)
protocol Shape {}
print(Shape.self)
let t: Any.Type = Shape.self
print(t)
print((any Shape).self)
// expect: 1.0
// expect: 2.0
// expect: 1.5
// expect: [7.0, 7.0]
// expect: 2.5
// expect: 4.0
// expect: 0 1.5
// expect: 1 1.5
// expect: 4 3
// expect: [4, 3]
// expect: [2, 1]
// expect: Shape
// expect: Shape
// expect: Shape
