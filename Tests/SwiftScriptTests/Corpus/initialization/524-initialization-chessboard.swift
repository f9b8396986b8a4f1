// The language guide's "Initialization" chapter: chessboard (a program in the book's style, its output
// recorded from swiftc).
struct Chessboard {
    let boardColors: [Bool] = {
        var temporaryBoard: [Bool] = []
        var isBlack = false
        for i in 1...8 {
            for j in 1...8 {
                temporaryBoard.append(isBlack)
                isBlack = !isBlack
            }
            isBlack = !isBlack
        }
        return temporaryBoard
    }()
    func squareIsBlackAt(row: Int, column: Int) -> Bool {
        return boardColors[(row * 8) + column]
    }
}
let board = Chessboard()
print(board.squareIsBlackAt(row: 0, column: 1))
print(board.squareIsBlackAt(row: 7, column: 7))
for r in 0..<8 {
    var line = ""
    for c in 0..<8 {
        line += board.squareIsBlackAt(row: r, column: c) ? "#" : "."
    }
    print(line)
}

var counter = 0
class Tracker {
    let id: Int = {
        counter += 1
        print("closure ran, counter = \(counter)")
        return counter
    }()
    lazy var label: String = {
        print("lazy label computed for \(self.id)")
        return "T\(self.id)"
    }()
}
let t1 = Tracker()
let t2 = Tracker()
print(t2.label)
print(t2.label)
print(t1.id, t2.id)
// expect: true
// expect: false
// expect: .#.#.#.#
// expect: #.#.#.#.
// expect: .#.#.#.#
// expect: #.#.#.#.
// expect: .#.#.#.#
// expect: #.#.#.#.
// expect: .#.#.#.#
// expect: #.#.#.#.
// expect: closure ran, counter = 1
// expect: closure ran, counter = 2
// expect: lazy label computed for 2
// expect: T2
// expect: T2
// expect: 1 2
