// Checks: overload choice at a call: show<T> beside show<T: Equatable> (the constrained one only for an argument that meets it; it replaced the other), Any beside CustomStringConvertible, label(_:) beside label(_:_: = 0), g(_: Int...) beside g(_:_:), m(_: Int?) beside m(_: Any), k(_: Int) beside k<T>, a subclass's overload (the workbook took the first that fit: equatable, any, two, variadic, opt)
// Overloads as Swift ranks them: no conversion before a generic parameter (constrained before
// unconstrained, and only when its constraint is met), before a protocol or superclass, before
// Any, before wrapping in an optional; then the fewest defaults and variadic parameters.
func show<T>(_ x: T) -> String { "generic" }
func show<T: Equatable>(_ x: T) -> String { "equatable" }
struct NE {}
print(show(NE()), show(1))
func describe(_ x: Any) -> String { "any" }
func describe(_ x: CustomStringConvertible) -> String { "csc" }
print(describe(1), describe(NE()))
func label(_ x: Int, _ y: Int = 0) -> String { "two" }
func label(_ x: Int) -> String { "one" }
print(label(5), label(5, 6))
func g(_ x: Int...) -> String { "variadic" }
func g(_ x: Int, _ y: Int) -> String { "two" }
print(g(1, 2), g(1), g(1, 2, 3))
func m(_ x: Int?) -> String { "opt" }
func m(_ x: Any) -> String { "any" }
print(m(1), m(nil))
func k(_ x: Int) -> String { "int" }
func k<T>(_ x: T) -> String { "T" }
print(k(1), k("s"))
class A {}; class B: A {}
func w(_ a: A) -> String { "A" }
func w(_ b: B) -> String { "B" }
print(w(B()), w(A()))
// expect: generic equatable
// expect: csc any
// expect: one two
// expect: two variadic variadic
// expect: any opt
// expect: int T
// expect: B A
