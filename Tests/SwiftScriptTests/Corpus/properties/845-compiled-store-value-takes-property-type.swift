// Checks: in a function, b.kind = .fancy takes the property's type from the instance the variable holds and through a get-only computed property from the declarations (annotated or inferred from Kind.plain)
// In a function (the compiled tier), a store whose value takes its type from the property
// (`b.kind = .fancy` for `var kind = Kind.plain`) finds it: from the instance, or from the
// declarations along a get-only computed property.
enum Kind { case plain, fancy }
final class Box { var kind = Kind.plain; var k2: Kind = .plain }
struct Holder { let box = Box(); var current: Box { box } }
let holder = Holder()
func f() { let b = Box(); b.kind = .fancy; b.k2 = .fancy; print(b.kind, b.k2) }
f()
func g() { holder.current.k2 = .fancy; print(holder.box.k2) }
g()
func h() { holder.current.kind = .fancy; print(holder.box.kind) }
h()
// expect: fancy fancy
// expect: fancy
// expect: fancy
