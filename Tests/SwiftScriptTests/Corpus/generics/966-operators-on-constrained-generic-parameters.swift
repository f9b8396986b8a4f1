// Checks: operators on constrained generic parameters
// Operators on generic parameters constrained to Comparable, Numeric and Equatable (in the parameter list, a where clause and a generic type).
func largest<T: Comparable>(_ a: T, _ b: T) -> T { a > b ? a : b }
func sum<T: Numeric>(_ a: T, _ b: T) -> T { a + b }
func same<T>(_ a: T, _ b: T) -> Bool where T: Equatable { a == b }
struct Pair<T: Equatable> { var x: T; var y: T; func equal() -> Bool { x == y } }
func ident<T>(_ a: T, _ b: T) -> (T, T) { (a, b) }
print(largest(3, 9), sum(1.5, 2), same("a", "a"), Pair(x: 1, y: 2).equal(), ident(1, 2))
// expect: 9 3.5 true false (1, 2)
