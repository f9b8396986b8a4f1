// Checks: a generic struct shows the type arguments its fields tell (an optional T written Int? holds Optional(3))
struct Box<T> { var v: T }
let plain = Box(v: [1, 2])
print(plain, type(of: plain))
let pair = Box<Int?>(v: 3)
print(pair, type(of: pair))
struct Pair<A, B> { let a: A; let b: B }
print(Pair(a: 1, b: "x"), type(of: Pair(a: 2.5, b: [true])))
// expect: Box<Array<Int>>(v: [1, 2]) Box<Array<Int>>
// expect: Box<Optional<Int>>(v: Optional(3)) Box<Optional<Int>>
// expect: Pair<Int, String>(a: 1, b: "x") Pair<Double, Array<Bool>>
