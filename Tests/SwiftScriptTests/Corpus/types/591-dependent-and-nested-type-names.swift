// Checks: `C.Item` in a generic function's signature (an associated type inferred or declared),
// `typealias T = A.B.E` three levels deep before `A` is declared, and nested types named through it.
typealias Deep = A.B.E
protocol Container { associatedtype Item; var first: Item { get } }
struct Numbers: Container { var first: Int }
struct Words: Container { typealias Item = String; var first: String }
func head<C: Container>(_ c: C) -> C.Item { return c.first }
func both<C: Container, D: Container>(_ c: C, _ d: D) -> (C.Item, D.Item) { (c.first, d.first) }
print(head(Numbers(first: 3)), head(Words(first: "w")), both(Numbers(first: 1), Words(first: "x")))
struct A { struct B { struct E { var v = 1 } } }
print(Deep().v, A.B.E(v: 2).v)
// expect: 3 w (1, "x")
// expect: 1 2
