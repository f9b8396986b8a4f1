// Checks: printing nested type values and metatypes, which shows qualified names like main.Outer.Inner.
struct Outer {
    struct Inner { var v: Int }
    enum Kind { case a, b }
    class Box { var n = 1 }
    var inner: Inner
    var kind: Kind
}
let o = Outer(inner: Outer.Inner(v: 3), kind: .b)
print(o)
print(o.inner)
print(o.kind)
print(Outer.Inner.self)
print(type(of: o.inner))
print(Outer.Kind.a)
print(Outer.Box())
print([Outer.Inner(v: 1), Outer.Inner(v: 2)])
let oi: Outer.Inner? = Outer.Inner(v: 9)
print(oi as Any)
print("\(o.kind) and \(o.inner)")
debugPrint(o.kind)
print(String(describing: Outer.Kind.self))
print(String(reflecting: Outer.Kind.self))
// expect: Outer(inner: main.Outer.Inner(v: 3), kind: main.Outer.Kind.b)
// expect: Inner(v: 3)
// expect: b
// expect: Inner
// expect: Inner
// expect: a
// expect: main.Outer.Box
// expect: [main.Outer.Inner(v: 1), main.Outer.Inner(v: 2)]
// expect: Optional(main.Outer.Inner(v: 9))
// expect: b and Inner(v: 3)
// expect: main.Outer.Kind.b
// expect: Kind
// expect: main.Outer.Kind
