// Checks: ExpressibleByStringLiteral, IntegerLiteral, FloatLiteral, BooleanLiteral, ArrayLiteral, DictionaryLiteral conformances of script types
// Types made from literals: the literal is the argument of their init(…Literal:), in any context that names the type (a declaration, an argument, an array element, an optional), in loops too.
struct Name: ExpressibleByStringLiteral, CustomStringConvertible {
  let v: String
  init(stringLiteral value: String) { v = value.uppercased() }
  var description: String { "Name(\(v))" }
}
struct Meters: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  var v: Double
  init(integerLiteral value: Int) { v = Double(value) }
  init(floatLiteral value: Double) { v = value }
}
struct Flag: ExpressibleByBooleanLiteral { let on: Bool; init(booleanLiteral value: Bool) { on = value } }
struct Bag: ExpressibleByArrayLiteral { var items: [Double]; init(arrayLiteral elements: Double...) { items = elements } }
struct Env: ExpressibleByDictionaryLiteral {
  var pairs: [(String, Int)]
  init(dictionaryLiteral elements: (String, Int)...) { pairs = elements }
}
func show(_ n: Name) { print(n) }
var names: [Name] = []
for word in ["a", "b"] {
  show("literal")
  let m: Meters = 3
  names.append("x")
  print(word, m.v, (2.5 as Meters).v)
}
print(names)
let f: Flag = true
let b: Bag = [1, 2.5]
let e: Env = ["a": 1, "b": 2]
let empty: Bag = []
print(f.on, b.items, e.pairs.map { "\($0.0)=\($0.1)" }, empty.items)
let maybe: Name? = "opt"
print(maybe as Any)
let list: [Name] = ["p", "q"]
print(list)
let dict: [String: Meters] = ["k": 4]
print(dict["k"]!.v)
var total: Meters = 0
for i in 1...3 { total = Meters(floatLiteral: total.v + Double(i)) }
print(total.v)
// expect: Name(LITERAL)
// expect: a 3.0 2.5
// expect: Name(LITERAL)
// expect: b 3.0 2.5
// expect: [Name(X), Name(X)]
// expect: true [1.0, 2.5] ["a=1", "b=2"] []
// expect: Optional(Name(OPT))
// expect: [Name(P), Name(Q)]
// expect: 4.0
// expect: 6.0
