// Checks: printing [Any] of mixed values, type(of:) on Any, failed numeric casts between Int and Double, Optional inside Any.
let things: [Any] = [0, 0.5, "hi", (1, "a"), [1, 2], true, Character("c")]
print(things)
for t in things { print(type(of: t)) }
let i: Any = 3
print(i as? Double as Any, i as? Int as Any)
let d: Any = 3.0
print(d as? Int as Any)
let o: Int? = nil
let anyO: Any = o as Any
print(anyO)
if let x = anyO as? Int { print("got", x) } else { print("no int") }
let o2: Int? = 4
let anyO2: Any = o2 as Any
if let x = anyO2 as? Int { print("got", x) }
switch anyO2 {
case let n as Int: print("Int", n)
default: print("other")
}
let nested: [Any] = [[1, 2], ["a": 1]]
for n in nested {
    switch n {
    case let a as [Int]: print("array", a.count)
    case let m as [String: Int]: print("dict", m["a"]!)
    default: print("?")
    }
}
// expect: [0, 0.5, "hi", (1, "a"), [1, 2], true, "c"]
// expect: Int
// expect: Double
// expect: String
// expect: (Int, String)
// expect: Array<Int>
// expect: Bool
// expect: Character
// expect: nil Optional(3)
// expect: nil
// expect: nil
// expect: no int
// expect: got 4
// expect: Int 4
// expect: array 2
// expect: dict 1
