// The language guide's "Protocols" chapter: inheritance (a program in the book's style, its output
// recorded from swiftc).
protocol TextRepresentable {
    var textualDescription: String { get }
}
protocol PrettyTextRepresentable: TextRepresentable {
    var prettyTextualDescription: String { get }
}
struct Hamster {
    var name: String
    var textualDescription: String {
        return "A hamster named \(name)"
    }
}
extension Hamster: TextRepresentable {}
let simonTheHamster = Hamster(name: "Simon")
let somethingTextRepresentable: TextRepresentable = simonTheHamster
print(somethingTextRepresentable.textualDescription)

struct Grid: PrettyTextRepresentable {
    var cells: [Bool]
    var textualDescription: String {
        return "A grid of \(cells.count) cells"
    }
    var prettyTextualDescription: String {
        var output = textualDescription + ":\n"
        for c in cells {
            output += c ? "▲ " : "○ "
        }
        return output
    }
}
let g = Grid(cells: [true, false, true, true])
print(g.prettyTextualDescription)

extension Array: TextRepresentable where Element: TextRepresentable {
    var textualDescription: String {
        let itemsAsText = self.map { $0.textualDescription }
        return "[" + itemsAsText.joined(separator: ", ") + "]"
    }
}
let myHamsters = [Hamster(name: "Murray"), Hamster(name: "Morgan"), Hamster(name: "Maurice")]
print(myHamsters.textualDescription)

let things: [TextRepresentable] = [simonTheHamster, g]
for thing in things {
    print(thing.textualDescription)
    if let p = thing as? PrettyTextRepresentable {
        print("pretty:", p.prettyTextualDescription.count)
    }
}
func describeAll<T: TextRepresentable>(_ items: [T]) -> Int {
    return items.reduce(0) { $0 + $1.textualDescription.count }
}
print(describeAll(myHamsters))
// expect: A hamster named Simon
// expect: A grid of 4 cells:
// expect: ▲ ○ ▲ ▲ 
// expect: [A hamster named Murray, A hamster named Morgan, A hamster named Maurice]
// expect: A hamster named Simon
// expect: A grid of 4 cells
// expect: pretty: 27
// expect: 67
