// Checks: the memberwise initializer of a struct with wrapped properties takes each by its own name: the wrapper itself when it cannot be made from a wrapped value, else the wrapped value; print shows the storage as _name
@propertyWrapper struct Twice { var v = 0; var wrappedValue: Int { get { v } set { v = newValue * 2 } } }
@propertyWrapper struct Capped { var v: Int; init(wrappedValue: Int) { v = min(wrappedValue, 10) }; var wrappedValue: Int { get { v } set { v = min(newValue, 10) } } }
struct S { @Twice var n: Int; var m = 1 }
var s = S()
s.n = 4
print(s)
debugPrint(s)
print(S(n: Twice(), m: 2).m)
struct T { @Capped var c: Int; @Capped var d: Int = 4 }
print(T(c: 50).c, T(c: 50).d, T(c: 1, d: 70).d)
// expect: S(_n: main.Twice(v: 8), m: 1)
// expect: main.S(_n: main.Twice(v: 8), m: 1)
// expect: 2
// expect: 10 4 10
