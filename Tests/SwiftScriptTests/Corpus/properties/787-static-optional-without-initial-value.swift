// Checks: a static optional var without an initial value is nil until set, and keeps what is stored (a store was lost and a read gave ())
// A static optional var without an initial value starts nil, and a store to it keeps.
class C {}
class K { static var shared: C?; static var count: Int? }
K.shared = C()
K.count = 3
print(K.shared as Any, K.count as Any)
struct S { static var name: String? }
print(S.name as Any)
S.name = "x"
print(S.name!)
// expect: Optional(main.C) Optional(3)
// expect: nil
// expect: x
