// Checks: writing to an array with an index computed as -1 traps
var board = ["x", "o", "x"]
let pos = board.firstIndex(of: "o")!
board[pos] = "x"
print(board)
// expect: ["x", "x", "x"]
let missing = board.firstIndex(of: "o") ?? -1
board[missing] = "o"
// expect-fault: Index out of range
