// Checks: the book's Matrix struct with two-parameter subscript, indexIsValid and assert.
struct Matrix {
    let rows: Int, columns: Int
    var grid: [Double]
    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: 0.0, count: rows * columns)
    }
    func indexIsValid(row: Int, column: Int) -> Bool {
        return row >= 0 && row < rows && column >= 0 && column < columns
    }
    subscript(row: Int, column: Int) -> Double {
        get {
            assert(indexIsValid(row: row, column: column), "Index out of range")
            return grid[(row * columns) + column]
        }
        set {
            assert(indexIsValid(row: row, column: column), "Index out of range")
            grid[(row * columns) + column] = newValue
        }
    }
}
var matrix = Matrix(rows: 2, columns: 2)
matrix[0, 1] = 1.5
matrix[1, 0] = 3.2
print(matrix.grid)
print(matrix[0, 1], matrix[1, 1])
print(matrix.indexIsValid(row: 2, column: 2))
matrix[1, 1] += 10
print(matrix)
for r in 0..<matrix.rows {
    print((0..<matrix.columns).map { matrix[r, $0] })
}
// expect: [0.0, 1.5, 3.2, 0.0]
// expect: 1.5 0.0
// expect: false
// expect: Matrix(rows: 2, columns: 2, grid: [0.0, 1.5, 3.2, 10.0])
// expect: [0.0, 1.5]
// expect: [3.2, 10.0]
