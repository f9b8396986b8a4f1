// The language guide's "Memory Safety" chapter: mutating (a program in the book's style, its output
// recorded from swiftc).
struct Counter {
    var hits = 0
    var misses = 0
    mutating func hit() { hits += 1 }
    mutating func miss() { misses += 1 }
    mutating func merge(_ other: Counter) {
        hits += other.hits
        misses += other.misses
    }
}
var a = Counter()
a.hit(); a.hit(); a.miss()
// a.merge(a) is fine: `other` is a copy passed by value
a.merge(a)
print(a.hits, a.misses)

func addTwice(_ x: inout Int, _ amount: Int) {
    x += amount
    x += amount
}
var stats = Counter()
addTwice(&stats.hits, 5)
addTwice(&stats.misses, stats.hits)  // reading hits before the in-out access begins
print(stats.hits, stats.misses)

struct Grid {
    var cells: [Int]
    mutating func swapCells(_ i: Int, _ j: Int) {
        let tmp = cells[i]
        cells[i] = cells[j]
        cells[j] = tmp
    }
}
var g = Grid(cells: [1, 2, 3, 4])
g.swapCells(0, 3)
g.cells.swapAt(1, 2)
print(g.cells)

var values = [10, 20, 30]
var copy = values
for i in values.indices {
    addTwice(&values[i], copy[i])
}
copy[0] = -1
print(values, copy)

class Box { var n = 0 }
let b1 = Box(), b2 = Box()
func transfer(_ from: Box, _ to: Box, _ k: Int) { from.n -= k; to.n += k }
transfer(b1, b2, 4)
print(b1.n, b2.n)
// expect: 4 2
// expect: 10 20
// expect: [4, 3, 2, 1]
// expect: [30, 60, 90] [-1, 20, 30]
// expect: -4 4
