// Checks: protocol extension default implementations, static dispatch of non-requirement extension methods vs dynamic dispatch of requirements, and constrained extensions where Self/Element.
protocol Greeter {
    func greet() -> String
}
extension Greeter {
    func greet() -> String { return "Hello (default)" }
    func farewell() -> String { return "Bye (extension)" }
}
struct English: Greeter {}
struct French: Greeter {
    func greet() -> String { return "Bonjour" }
    func farewell() -> String { return "Au revoir" }
}
let e = English()
let f = French()
print(e.greet(), e.farewell())
print(f.greet(), f.farewell())
let g: Greeter = f
print(g.greet(), g.farewell())
let greeters: [Greeter] = [e, f]
for x in greeters { print(x.greet() + " / " + x.farewell()) }
func generic<T: Greeter>(_ t: T) -> String { return t.greet() + " | " + t.farewell() }
print(generic(f))
extension Collection where Element: Equatable {
    func allEqual() -> Bool {
        for element in self { if element != self.first { return false } }
        return true
    }
}
print([100, 100, 100].allEqual(), [100, 100, 200].allEqual(), ([] as [Int]).allEqual())
protocol Shape { var sides: Int { get } }
extension Shape where Self: CustomStringConvertible {
    func describe() -> String { return "shape " + description }
}
struct Tri: Shape, CustomStringConvertible {
    var sides: Int { 3 }
    var description: String { "Tri(\(sides))" }
}
print(Tri().describe())
print(Tri())
print([Tri(), Tri()])
// expect: Hello (default) Bye (extension)
// expect: Bonjour Au revoir
// expect: Bonjour Bye (extension)
// expect: Hello (default) / Bye (extension)
// expect: Bonjour / Bye (extension)
// expect: Bonjour | Bye (extension)
// expect: true false true
// expect: shape Tri(3)
// expect: Tri(3)
// expect: [Tri(3), Tri(3)]
