// Checks: setting elements by index, replacing a range, and 2D arrays
var grid = [[0, 0, 0], [0, 0, 0]]
grid[1][2] = 5
grid[0][0] += 1
print(grid)
// expect: [[1, 0, 0], [0, 0, 5]]
var row = [1, 2, 3, 4, 5]
row[1...3] = [9]
print(row)
// expect: [1, 9, 5]
let repeated = Array(repeating: "-", count: 3)
print(repeated)
// expect: ["-", "-", "-"]
print(grid.count, grid[0].count)
// expect: 2 3
