// Checks: nested types referencing the enclosing type's members and a nested enum used as dictionary key sorted by rawValue.
struct Chess {
    enum Piece: String, CaseIterable {
        case king = "K", queen = "Q", rook = "R", bishop = "B", knight = "N", pawn = "P"
        var value: Int {
            switch self {
            case .king: return 0
            case .queen: return 9
            case .rook: return 5
            case .bishop, .knight: return 3
            case .pawn: return 1
            }
        }
    }
    struct Square: CustomStringConvertible {
        let file: Character, rank: Int
        var description: String { "\(file)\(rank)" }
    }
    var board: [String: Piece] = [:]
    mutating func place(_ p: Piece, at s: Square) { board[s.description] = p }
}
var c = Chess()
c.place(.queen, at: Chess.Square(file: "d", rank: 1))
c.place(.knight, at: .init(file: "g", rank: 1))
c.place(.pawn, at: Chess.Square(file: "e", rank: 4))
for key in c.board.keys.sorted() {
    print(key, c.board[key]!, c.board[key]!.rawValue)
}
print(Chess.Piece.allCases.map { $0.rawValue }.joined())
print(Chess.Piece.allCases.reduce(0) { $0 + $1.value })
print(Chess.Square(file: "a", rank: 8))
print([Chess.Square(file: "h", rank: 2)])
// expect: d1 queen Q
// expect: e4 pawn P
// expect: g1 knight N
// expect: KQRBNP
// expect: 21
// expect: a8
// expect: [h2]
