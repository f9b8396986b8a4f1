// Checks: `some` parameters (func f(_ x: some Equatable)), some Collection parameters, and opaque returns of standard types.
func isSame(_ a: some Equatable, _ b: some Equatable) -> Bool {
    return "\(a)" == "\(b)"
}
print(isSame(1, 1), isSame("a", "b"), isSame(1, "1"))
func describe(_ x: some CustomStringConvertible) -> String { return "<" + x.description + ">" }
print(describe(42), describe("hi"), describe(3.5), describe(true))
func sumAll(_ values: some Sequence<Int>) -> Int {
    var total = 0
    for v in values { total += v }
    return total
}
print(sumAll([1, 2, 3]), sumAll(1...10))
func firstTwo(_ c: [Int]) -> some Collection { return c.prefix(2) }
print(firstTwo([5, 6, 7]).count)
func makeNumber() -> some Equatable { return 7 }
let n1 = makeNumber()
let n2 = makeNumber()
print(n1 == n2)
protocol Animal { var name: String { get }; func sound() -> String }
struct Dog: Animal { let name: String; func sound() -> String { "Woof" } }
struct Cat: Animal { let name: String; func sound() -> String { "Meow" } }
func speak(_ a: some Animal) { print("\(a.name) says \(a.sound())") }
speak(Dog(name: "Rex"))
speak(Cat(name: "Tom"))
func chorus(_ animals: [any Animal]) { for a in animals { speak(a) } }
chorus([Cat(name: "A"), Dog(name: "B")])
// expect: true false true
// expect: <42> <hi> <3.5> <true>
// expect: 6 55
// expect: 2
// expect: true
// expect: Rex says Woof
// expect: Tom says Meow
// expect: A says Meow
// expect: B says Woof
