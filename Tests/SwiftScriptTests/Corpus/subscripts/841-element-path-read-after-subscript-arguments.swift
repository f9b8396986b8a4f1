// Checks: a subscript's base through elements by plain indices, a dictionary value unwrapped with ! and a class instance's rows, read after the subscript's arguments that change them, in both tiers
// A subscript's base that goes through elements by plain indices (w.grid[0], matrix[1]) is read
// after the subscript's arguments too, in both tiers.
struct Wrapper { var grid = [[1, 2], [3, 4]]; var named: [String: [Int]] = ["a": [5, 6]] }
var w = Wrapper()
func edit() -> Int { w.grid[0][1] = 55; return 1 }
print(w.grid[0][edit()])
func editNamed() -> Int { w.named["a"]![0] = 66; return 0 }
print(w.named["a"]![editNamed()])
var matrix = [[1, 2], [3, 4]]
func touch() -> Int { matrix[1][0] = 30; return 0 }
print(matrix[1][touch()])
final class Board { var rows = [[0, 0], [0, 0]] }
var board = Board()
let spare = Board()
func swapBoard() -> Int { let old = board; board = spare; old.rows[1][1] = 9; return 1 }
print(board.rows[1][swapBoard()], board.rows[1][1])
var total = 0
for i in 0..<2 {
  func bump() -> Int { matrix[i][i] += 100; return i }
  total += matrix[i][bump()]
}
print(total, matrix)
// expect: 55
// expect: 66
// expect: 30
// expect: 9 0
// expect: 205 [[101, 2], [30, 104]]
