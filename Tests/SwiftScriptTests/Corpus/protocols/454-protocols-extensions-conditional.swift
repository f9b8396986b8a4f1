// Checks: adding conformance via extensions, conditional conformance of Array to TextRepresentable, and declaring adoption with an empty extension.
protocol TextRepresentable {
    var textualDescription: String { get }
}
struct Dice { let sides: Int }
extension Dice: TextRepresentable {
    var textualDescription: String { return "A \(sides)-sided dice" }
}
struct Hamster { var name: String
    var textualDescription: String { return "A hamster named \(name)" }
}
extension Hamster: TextRepresentable {}
extension Array: TextRepresentable where Element: TextRepresentable {
    var textualDescription: String {
        let itemsAsText = self.map { $0.textualDescription }
        return "[" + itemsAsText.joined(separator: ", ") + "]"
    }
}
let d12 = Dice(sides: 12)
print(d12.textualDescription)
let simonTheHamster = Hamster(name: "Simon")
let somethingTextRepresentable: TextRepresentable = simonTheHamster
print(somethingTextRepresentable.textualDescription)
let myDice = [Dice(sides: 6), Dice(sides: 12)]
print(myDice.textualDescription)
let things: [TextRepresentable] = [d12, simonTheHamster, myDice]
for thing in things { print(thing.textualDescription) }
print([[Dice(sides: 4)], []].textualDescription)
protocol PrettyTextRepresentable: TextRepresentable {
    var prettyTextualDescription: String { get }
}
extension Hamster: PrettyTextRepresentable {
    var prettyTextualDescription: String { return "🐹 " + textualDescription }
}
print(simonTheHamster.prettyTextualDescription)
let anyThing: Any = simonTheHamster
print(anyThing is PrettyTextRepresentable, d12 is PrettyTextRepresentable)
// expect: A 12-sided dice
// expect: A hamster named Simon
// expect: [A 6-sided dice, A 12-sided dice]
// expect: A 12-sided dice
// expect: A hamster named Simon
// expect: [A 6-sided dice, A 12-sided dice]
// expect: [[A 4-sided dice], []]
// expect: 🐹 A hamster named Simon
// expect: true false
