// Checks: is T, as? T and case let t as T with a generic type's parameter test against the type the instance was made with (written, or told by its fields)
struct Caster<T> {
  func check(_ x: Any) -> Bool { return x is T }
  func convert(_ x: Any) -> T? { x as? T }
  func describe(_ x: Any) -> String {
    switch x {
    case let t as T: return "a \(T.self): \(t)"
    default: return "not a \(T.self)"
    }
  }
}
print(Caster<Int>().check("hello"), Caster<String>().check("hello"))
print(Caster<Int>().convert(3) as Any, Caster<Int>().convert("x") as Any)
print(Caster<Double>().describe(2.5), Caster<Double>().describe(1))
class Filter<Element> {
  var kept: [Element] = []
  func take(_ items: [Any]) { for item in items { if let e = item as? Element { kept.append(e) } } }
}
let f = Filter<String>()
f.take([1, "a", 2.0, "b"])
print(f.kept)
// expect: false true
// expect: Optional(3) nil
// expect: a Double: 2.5 not a Double
// expect: ["a", "b"]
