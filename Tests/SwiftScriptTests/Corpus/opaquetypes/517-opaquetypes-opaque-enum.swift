// The language guide's "Opaque and Boxed Protocol Types" chapter: opaque enum (a program in the book's style, its output
// recorded from swiftc).
protocol Shape {
    func draw() -> String
}
enum Glyph: Shape {
    case dot, cross, box(Int)
    func draw() -> String {
        switch self {
        case .dot: return "."
        case .cross: return "+"
        case .box(let n): return String(repeating: "#", count: n)
        }
    }
}
struct Row<S: Shape>: Shape {
    var shapes: [S]
    func draw() -> String { shapes.map { $0.draw() }.joined(separator: " ") }
}
func glyph(for n: Int) -> some Shape {
    if n == 0 {
        return Glyph.dot
    } else if n < 0 {
        return Glyph.cross
    }
    return Glyph.box(n)
}
func row(_ ns: [Int]) -> some Shape {
    return Row(shapes: ns.map { n -> Glyph in
        n == 0 ? .dot : (n < 0 ? .cross : .box(n))
    })
}
for n in [-2, 0, 3] {
    print(glyph(for: n).draw())
}
print(row([1, 0, -1, 2]).draw())
let g1 = glyph(for: 2)
let g2 = glyph(for: 5)
print(g1.draw().count + g2.draw().count)
func pick(_ flag: Bool) -> some Shape {
    let chosen: Glyph = flag ? .cross : .dot
    return Row(shapes: [chosen, chosen])
}
print(pick(true).draw(), "|", pick(false).draw())
// expect: +
// expect: .
// expect: ###
// expect: # . + ##
// expect: 7
// expect: + + | . .
