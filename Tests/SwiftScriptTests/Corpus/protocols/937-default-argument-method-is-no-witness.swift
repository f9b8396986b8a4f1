// Checks: a method with a default argument (f(x: Int = 0)) is no witness of the requirement f(): through the protocol the extension's default runs, for a struct, a final class and an enum; called directly, the type's own method runs before the extension's (the workbook ran the type's method through the protocol)
// A requirement's witness has the requirement's own parameters: a method of the name with a
// default argument (f(x: Int = 0) for f()) is no witness, so a call through the protocol runs
// the extension's default; a direct call runs the type's own method, before the extension's.
protocol P { func f() }
extension P { func f() { print("default") } }
struct S: P { func f(x: Int = 0) { print("S", x) } }
struct T: P { func f() { print("T") } }
final class K: P { func f(x: Int = 1) { print("K", x) } }
enum E: P { case one; func f(_ n: Int = 2) { print("E", n) } }
S().f()
K().f()
E.one.f()
let items: [any P] = [S(), T(), K(), E.one]
for item in items { item.f() }
let p: P = S()
p.f()
// expect: S 0
// expect: K 1
// expect: E 2
// expect: default
// expect: T
// expect: default
// expect: default
// expect: default
