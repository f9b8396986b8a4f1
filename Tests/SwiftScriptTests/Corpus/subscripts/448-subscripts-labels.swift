// Checks: subscripts with argument labels, default parameter values, overloading by parameter type and variadic params.
struct Grid {
    var cells = [[Int]](repeating: [Int](repeating: 0, count: 3), count: 3)
    subscript(row r: Int, col c: Int) -> Int {
        get { cells[r][c] }
        set { cells[r][c] = newValue }
    }
    subscript(row r: Int) -> [Int] { cells[r] }
    subscript(diag i: Int, scale scale: Int = 1) -> Int { cells[i][i] * scale }
    subscript(name: String) -> String { "named \(name)" }
    subscript(indices: Int...) -> Int { indices.reduce(0) { $0 + cells[0][$1] } }
}
var g = Grid()
g[row: 0, col: 0] = 1
g[row: 1, col: 1] = 5
g[row: 0, col: 2] = 7
print(g[row: 0])
print(g[diag: 1], g[diag: 1, scale: 3])
print(g["x"])
print(g[0, 2], g[0, 0, 2])
g[row: 2, col: 2] += 4
print(g.cells)
// expect: [1, 0, 7]
// expect: 5 15
// expect: named x
// expect: 8 9
// expect: [[1, 0, 7], [0, 5, 0], [0, 0, 4]]
