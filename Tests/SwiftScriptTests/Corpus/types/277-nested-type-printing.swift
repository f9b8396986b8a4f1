// Checks: types nested in types print qualified with their enclosing type inside collections
struct Outer {
  struct Inner { var x: Int }
  enum Kind { case plain, sized(Int) }
  class Box {}
}
print(Outer.Inner(x: 1))
print([Outer.Inner(x: 2)])
print(Outer.Kind.plain, [Outer.Kind.plain, .sized(3)])
print(Outer.Box())
let maybe: Outer.Kind? = .sized(4)
print(maybe as Any)
print(type(of: Outer.Inner(x: 5)), type(of: [1: "a"]), type(of: [Outer.Kind.plain]))
// expect: Inner(x: 1)
// expect: [main.Outer.Inner(x: 2)]
// expect: plain [main.Outer.Kind.plain, main.Outer.Kind.sized(3)]
// expect: main.Outer.Box
// expect: Optional(main.Outer.Kind.sized(4))
// expect: Inner Dictionary<Int, String> Array<Kind>
