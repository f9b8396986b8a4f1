// The language guide's "Generics" chapter: constraints (a program in the book's style, its output
// recorded from swiftc).
protocol Named {
    var name: String { get }
}
protocol Aged {
    var age: Int { get }
}
struct Person: Named, Aged, Equatable {
    var name: String
    var age: Int
}
struct Pet: Named {
    var name: String
}
func greet<T: Named & Aged>(_ x: T) -> String {
    return "\(x.name) is \(x.age)"
}
func names<S: Sequence>(_ seq: S) -> [String] where S.Element: Named {
    var out: [String] = []
    for e in seq { out.append(e.name) }
    return out
}
func oldest<T>(_ xs: [T]) -> T? where T: Aged {
    var best: T? = nil
    for x in xs where best == nil || x.age > best!.age { best = x }
    return best
}
func countMatches<T: Equatable>(_ xs: [T], _ target: T) -> Int {
    return xs.filter { $0 == target }.count
}
let people = [Person(name: "Ann", age: 31), Person(name: "Bob", age: 45), Person(name: "Cy", age: 45)]
print(greet(people[0]))
print(names(people), names([Pet(name: "Rex")]))
print(oldest(people)?.name ?? "none")
print(oldest([Person]()) == nil)
print(countMatches(people, Person(name: "Bob", age: 45)))
print(countMatches([1, 2, 1, 1], 1))
func describe<T: CustomStringConvertible, U: Numeric>(_ t: T, _ u: U) -> String {
    return t.description + " x" + "\(u * u)"
}
print(describe(true, 3), describe(42, 1.5))
// expect: Ann is 31
// expect: ["Ann", "Bob", "Cy"] ["Rex"]
// expect: Bob
// expect: true
// expect: 1
// expect: 3
// expect: true x9 42 x2.25
