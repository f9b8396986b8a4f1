// Checks: a generic type's parameter in its initializers, before the instance's fields are set: `Element.self` told by the argument (`Node(4.5)`), by `<Any>` written, through a convenience initializer, two parameters (one told by a metatype argument), and `item is T` with `T` written at the call or by the annotation
class Node<Element> {
  let value: Element
  let kind: String
  init(_ value: Element) {
    kind = "\(Element.self)"
    self.value = value
  }
  convenience init(pair: [Element]) {
    print("pair of", Element.self, pair.count)
    self.init(pair[0])
  }
  func matches(_ x: Any) -> Bool { x is Element }
}
let n = Node(4.5)
print(n.kind, n.matches(1.0), n.matches(1))
let any = Node<Any>(3)
print(any.kind, any.matches("x"))
let p = Node(pair: ["a", "b"])
print(p.kind, p.value)

struct Tagged<Tag, Value> {
  var value: Value
  var described: String
  init(_ value: Value, tag: Tag.Type) {
    described = "\(Value.self) tagged \(Tag.self)"
    self.value = value
  }
  func isTag(_ x: Any) -> Bool { x is Tag }
}
enum Meters {}
let t = Tagged(12, tag: Meters.self)
print(t.described)
struct Filter<T> {
  let accepted: [Any]
  init(keeping items: [Any]) {
    var kept: [Any] = []
    for item in items where item is T { kept.append(item) }
    accepted = kept
  }
}
print(Filter<String>(keeping: [1, "a", 2.0, "b"]).accepted.count)
let f: Filter<Int> = Filter(keeping: [1, "a", 2, 3.0])
print(f.accepted)
// expect: Double true false
// expect: Any true
// expect: pair of String 2
// expect: String a
// expect: Int tagged Meters
// expect: 2
// expect: [1, 2]
