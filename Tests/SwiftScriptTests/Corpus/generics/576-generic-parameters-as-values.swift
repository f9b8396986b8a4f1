// Checks: a generic function's parameter as a value in its body, bound to the type its argument
// shows: a static requirement through it (`T.zero`), an initializer (`T(x: n)`), `T.self`, and
// `[T]()`, told from a `T`, a `T.Type`, a `[T]` or a `T...` parameter.
protocol Zero { static var zero: Self { get }; static func + (a: Self, b: Self) -> Self }
extension Int: Zero { static var zero: Int { 0 } }
extension String: Zero { static var zero: String { "" } }
func sum<T: Zero>(_ xs: [T]) -> T { var t = T.zero; for x in xs { t = t + x }; return t }
print(sum([1, 2, 3]), sum(["a", "b", "c"]))

protocol Maker { init(x: Int); var x: Int { get } }
struct M: Maker { var x: Int }
func make<T: Maker>(_ type: T.Type, _ n: Int) -> T { T(x: n) }
print(make(M.self, 7).x)

func name<T>(of value: T) -> String { "\(T.self)" }
print(name(of: 3), name(of: "s"), name(of: M(x: 1)), name(of: [1.5]))

func collect<T>(_ xs: T...) -> [T] { var all = [T](); for x in xs { all.append(x) }; return all }
print(collect(1, 2), collect("a"))
func first<T>(_ xs: [T]) -> String { "\(T.self): \(xs[0])" }
print(first([true]))
// expect: 6 abc
// expect: 7
// expect: Int String M Array<Double>
// expect: [1, 2] ["a"]
// expect: Bool: true
