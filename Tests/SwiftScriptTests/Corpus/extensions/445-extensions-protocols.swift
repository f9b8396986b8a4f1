// Checks: adding protocol conformance via extension, CustomStringConvertible via extension, and protocol extension defaults.
protocol TextRepresentable {
    var textualDescription: String { get }
}
struct Dice { var sides: Int }
extension Dice: TextRepresentable {
    var textualDescription: String { return "A \(sides)-sided dice" }
}
struct Hamster { var name: String }
extension Hamster: TextRepresentable {
    var textualDescription: String { "A hamster named \(name)" }
}
let things: [TextRepresentable] = [Dice(sides: 6), Hamster(name: "Simon")]
for t in things { print(t.textualDescription) }
extension TextRepresentable {
    var loud: String { textualDescription.uppercased() }
    func greet() -> String { "Hi, " + textualDescription }
}
print(Hamster(name: "Tom").loud)
print(things.map { $0.greet() })
extension Dice: CustomStringConvertible {
    var description: String { "d\(sides)" }
}
print(Dice(sides: 20))
print([Dice(sides: 4), Dice(sides: 8)])
print("rolled a \(Dice(sides: 12))")
print(Hamster(name: "Ham"))
extension Hamster: Equatable {}
print(Hamster(name: "a") == Hamster(name: "a"), Hamster(name: "a") == Hamster(name: "b"))
// expect: A 6-sided dice
// expect: A hamster named Simon
// expect: A HAMSTER NAMED TOM
// expect: ["Hi, A 6-sided dice", "Hi, A hamster named Simon"]
// expect: d20
// expect: [d4, d8]
// expect: rolled a d12
// expect: Hamster(name: "Ham")
// expect: true false
