// Checks: a memberwise initializer evaluates a property's initial value only when no argument is given for it (a default argument), and a let with a value always
func f(_ name: String) -> Int { print("default", name); return 1 }
struct Q { var a = f("a"); var b = f("b"); let c = f("c"); var d: Int?; lazy var e = f("e") }
var q = Q(a: 5)
print(q.a, q.b, q.c, q.d as Any)
let r = Q(b: 7, d: 2)
print(r.a, r.b, r.d!)
print(q.e)
// expect: default b
// expect: default c
// expect: 5 1 1 nil
// expect: default a
// expect: default c
// expect: 1 7 2
// expect: default e
// expect: 1
