// Checks: get set requirements met by settable properties, get requirements by lets and get-only computed ones
// A "{ get set }" requirement met by a stored var, a computed property with a setter and an observed var; "{ get }" by a let and a get-only one.
protocol Named { var name: String { get set } }
protocol Labeled { var label: String { get } }
struct A: Named, Labeled {
  var name: String
  let label: String
}
class B: Named {
  private var stored = "b"
  var name: String {
    get { stored }
    set { stored = newValue.uppercased() }
  }
}
struct C: Named {
  var name: String { didSet { print("renamed to", name) } }
}
struct D: Labeled { var label: String { "d" } }
var a = A(name: "a", label: "l")
a.name = "aa"
let b = B()
b.name = "bee"
var c = C(name: "c")
c.name = "cc"
print(a.name, a.label, b.name, c.name, D().label)
// expect: renamed to cc
// expect: aa l BEE cc d
