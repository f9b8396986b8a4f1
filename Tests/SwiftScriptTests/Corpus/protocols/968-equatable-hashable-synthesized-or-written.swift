// Checks: synthesized Equatable/Hashable; hand-written == (static and global) and hash(into:); a global == for one type is no == for another
// Equatable and Hashable synthesized from comparable members (optionals, collections, enums without payloads), or written by hand: a static ==, a global ==, hash(into:).
class Ref {}
class Node: Equatable {
  var value: Int
  init(_ value: Int) { self.value = value }
}
func == (a: Node, b: Node) -> Bool { a.value == b.value }
class Point: Equatable {
  var x = 0
  static func == (a: Point, b: Point) -> Bool { a.x == b.x }
}
struct Tagged: Hashable {
  var id: Int
  var note: () -> Void = {}
  static func == (a: Tagged, b: Tagged) -> Bool { a.id == b.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
enum Suit: Comparable { case hearts, spades }
struct Card: Hashable { var suit: Suit; var rank: Int?; var tags: [String: Int]; var all: [Suit] }
enum Shape: Equatable { case circle(Double), square(side: Double) }
struct Named: Equatable { var name: String { didSet { print("renamed") } } }
print(Node(1) == Node(1), Point() == Point(), Tagged(id: 1) == Tagged(id: 1), Suit.hearts < .spades)
print(Card(suit: .hearts, rank: 1, tags: [:], all: []) == Card(suit: .hearts, rank: 1, tags: [:], all: []))
print(Shape.circle(1) == .circle(1), Named(name: "a") == Named(name: "b"))
print(Set([Tagged(id: 2), Tagged(id: 2)]).count)
// expect: true true true true
// expect: true
// expect: true false
// expect: 1
