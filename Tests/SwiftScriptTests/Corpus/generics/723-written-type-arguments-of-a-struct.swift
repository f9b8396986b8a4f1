// Checks: a generic struct made with its type arguments written keeps them (Box<Any>(v: 1) is a Box<Any>, also after its field changes; Box<Int?> holds an optional), and one without them shows what its fields tell
struct Box<T> { var v: T }
var b = Box<Any>(v: 1)
print(b, type(of: b))
b.v = "now a string"
print(b)
let list = [Box<Any>(v: 2.5), Box<Any>(v: true)]
print(list)
let plain = Box(v: [1, 2])
print(plain, type(of: plain))
let pair = Box<Int?>(v: 3)
print(pair, type(of: pair))
struct Pair<A, B> { let a: A; let b: B }
print(Pair<Any, String>(a: 1, b: "x"), Pair(a: 1, b: "x"))
// expect: Box<Any>(v: 1) Box<Any>
// expect: Box<Any>(v: "now a string")
// expect: [main.Box<Any>(v: 2.5), main.Box<Any>(v: true)]
// expect: Box<Array<Int>>(v: [1, 2]) Box<Array<Int>>
// expect: Box<Optional<Int>>(v: Optional(3)) Box<Optional<Int>>
// expect: Pair<Any, String>(a: 1, b: "x") Pair<Int, String>(a: 1, b: "x")
