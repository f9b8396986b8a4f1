// Checks: maybe == P(...) with maybe a P? and == declared for P: Optional's own ==, nil against a value false, both there by P's == (at the top, in a loop, in a function, an enum's own ==)
// Optional's == between a P? and a P whose type declares its own ==: compares the values only
// when both are there (at the top, in a loop, in a function).
struct P: Equatable {
  var x: Int
  var tag: String
  static func == (a: P, b: P) -> Bool { a.x == b.x }
}
let maybe: P? = P(x: 5, tag: "m")
print(maybe == P(x: 5, tag: "n"), maybe != P(x: 6, tag: ""), P(x: 5, tag: "q") == maybe)
let none: P? = nil
print(none == P(x: 5, tag: "n"), none == nil, none != P(x: 1, tag: ""))
let list: [P?] = [P(x: 1, tag: "a"), nil, P(x: 3, tag: "c")]
print(list.contains(P(x: 1, tag: "z")), list.firstIndex(of: nil) ?? -1, list.firstIndex(of: P(x: 3, tag: "")) ?? -1)
var matches = 0
for item in list {
  if item == P(x: 3, tag: "?") { matches += 1 }
  if item != nil, item != P(x: 1, tag: "") { matches += 10 }
}
print(matches)
func same(_ a: P?, _ b: P) -> Bool { a == b }
print(same(nil, P(x: 0, tag: "")), same(P(x: 2, tag: "a"), P(x: 2, tag: "b")))
enum Shape: Equatable {
  case circle(Int), square(Int)
  static func == (a: Shape, b: Shape) -> Bool {
    switch (a, b) {
    case (.circle, .circle), (.square, .square): return true
    default: return false
    }
  }
}
let shape: Shape? = .circle(1)
print(shape == .circle(9), shape == Shape.square(1))
// expect: true true true
// expect: false true true
// expect: true 1 2
// expect: 11
// expect: false true
// expect: true false
