// Checks: keys hashed and compared by their type's own hash(into:) and ==: a hash of fewer fields than == compares, a class, an enum equal by case, a key nested in a struct key, grouping and set algebra
// hash(into:) combines fewer fields than == compares: equal hashes, different keys.
struct Cell: Hashable {
  let row: Int
  let column: Int
  static func == (a: Cell, b: Cell) -> Bool { a.row == b.row && a.column == b.column }
  func hash(into hasher: inout Hasher) { hasher.combine(row) }
}
var visited: Set<Cell> = [Cell(row: 1, column: 2)]
visited.insert(Cell(row: 1, column: 3))
visited.insert(Cell(row: 1, column: 2))
print(visited.count)
print(visited.contains(Cell(row: 1, column: 3)), visited.contains(Cell(row: 1, column: 4)))

// A class: Hashable by identity of a name.
final class Person: Hashable {
  let name: String
  var visits = 0
  init(name: String) { self.name = name }
  static func == (a: Person, b: Person) -> Bool { a.name == b.name }
  func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
var scores: [Person: Int] = [:]
scores[Person(name: "Ann")] = 3
scores[Person(name: "Ann"), default: 0] += 4
scores[Person(name: "Bo")] = 1
print(scores.count, scores[Person(name: "Ann")]!)

// An enum with its own ==: cases equal whatever their payload.
enum Token: Hashable {
  case word(String)
  case number(Int)
  static func == (a: Token, b: Token) -> Bool {
    switch (a, b) {
    case (.word, .word), (.number, .number): return true
    default: return false
    }
  }
  func hash(into hasher: inout Hasher) {
    switch self {
    case .word: hasher.combine(0)
    case .number: hasher.combine(1)
    }
  }
}
let kinds = Set([Token.word("a"), .word("b"), .number(1), .number(2)])
print(kinds.count)

// A custom key nested in a struct key and in a tuple.
struct Move: Hashable {
  let from: Cell
  let piece: String
}
var moves: [Move: Int] = [:]
moves[Move(from: Cell(row: 0, column: 0), piece: "K")] = 1
moves[Move(from: Cell(row: 0, column: 0), piece: "K")] = 2
moves[Move(from: Cell(row: 0, column: 1), piece: "K")] = 3
print(moves.count, moves[Move(from: Cell(row: 0, column: 0), piece: "K")]!)

let grouped = Dictionary(grouping: [Cell(row: 1, column: 1), Cell(row: 1, column: 1), Cell(row: 2, column: 1)]) { $0 }
print(grouped.count, grouped[Cell(row: 1, column: 1)]!.count)
let unique = Set([Cell(row: 5, column: 5), Cell(row: 5, column: 5)])
print(unique.count, unique.union([Cell(row: 5, column: 5), Cell(row: 6, column: 6)]).count)
// expect: 2
// expect: true false
// expect: 2 7
// expect: 2
// expect: 2 2
// expect: 2 2
// expect: 1 2
