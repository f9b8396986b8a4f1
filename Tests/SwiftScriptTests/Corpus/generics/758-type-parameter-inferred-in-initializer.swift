// Checks: `T.self` in a generic struct's initializer called as `Box(3)` is the type the argument shows (it printed `()`); `x is T` in a static method called as `Box<Int>.accepts(4)`
struct Box<T> {
  var value: T
  var isInt: Bool
  init(_ v: T) {
    isInt = T.self == Int.self
    print("making a box of", T.self, v is Int)
    value = v
  }
  static func describe() -> String { "Box of \(T.self)" }
  static func accepts(_ x: Any) -> Bool { x is T }
}
let b = Box(3)
print(b.isInt)
let s = Box("s")
print(s.isInt)
print(Box<Int>.accepts(4), Box<String>.accepts(4))
let d = Box<Double>(2)
print(d.value, d.isInt)
// expect: making a box of Int true
// expect: true
// expect: making a box of String false
// expect: false
// expect: true false
// expect: making a box of Double false
// expect: 2.0 false
