// Checks: static weak stored properties (a class's, a struct's, an enum's) and a generic struct's weak property read nil once the instance is gone (a class's printed ())
// static weak properties of a class, a struct and an enum, and a weak property of a generic struct.
class C { deinit { print("C gone") } }
struct S { static weak var shared: C? ; weak var mine: C? }
enum E { static weak var current: C? }
var c: C? = C()
S.shared = c
E.current = c
print(S.shared != nil, E.current != nil)
c = nil
print(S.shared as Any, E.current as Any)
struct G<T: AnyObject> { weak var value: T? }
var strong: C? = C()
let g = G(value: strong)
print(g.value != nil)
strong = nil
print(g.value as Any)
// expect: true true
// expect: C gone
// expect: nil nil
// expect: true
// expect: C gone
// expect: nil
