// Checks: `typealias IntBox = Box<Int>` (declared before it is used, made and printed) and a `Box<Int>?`
// annotation, which the checker reads as an optional.
struct Box<T> { var v: T }
typealias IntBox = Box<Int>
let b = IntBox(v: 3)
print(b.v, b)
let o: Box<Int>? = Box(v: 1)
print(o!.v)
// expect: 3 Box<Int>(v: 3)
// expect: 1
