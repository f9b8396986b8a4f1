// The language guide's "Generics" chapter: subscript method (a program in the book's style, its output
// recorded from swiftc).
protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
extension Array: Container {}
extension Container {
    func items<Indices: Sequence>(at indices: Indices) -> [Item]
        where Indices.Iterator.Element == Int {
            var result: [Item] = []
            for index in indices {
                result.append(self[index])
            }
            return result
    }
}
let letters = ["a", "b", "c", "d", "e"]
print(letters.items(at: [0, 2, 4]))
print(letters.items(at: 1..<3))
print([10, 20, 30].items(at: stride(from: 2, through: 0, by: -1)))

struct Grid<Value> {
    var cells: [Value]
    var width: Int
    subscript(row: Int, col: Int) -> Value {
        get { cells[row * width + col] }
        set { cells[row * width + col] = newValue }
    }
    func mapRow<T>(_ row: Int, _ transform: (Value) -> T) -> [T] {
        var out: [T] = []
        for c in 0..<width { out.append(transform(self[row, c])) }
        return out
    }
}
var g = Grid(cells: [1, 2, 3, 4, 5, 6], width: 3)
g[1, 1] = 50
print(g[1, 1], g.cells)
print(g.mapRow(0) { "n\($0)" })
print(g.mapRow(1) { $0 * 2 })
// expect: ["a", "c", "e"]
// expect: ["b", "c"]
// expect: [30, 20, 10]
// expect: 50 [1, 2, 3, 4, 50, 6]
// expect: ["n1", "n2", "n3"]
// expect: [8, 100, 12]
