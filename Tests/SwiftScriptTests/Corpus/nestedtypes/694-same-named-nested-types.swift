// Checks: types nested in two types under the same name are two types (each found by its bare name in its own type's body, by its dotted name outside; type(of:) and Type.self show the bare name, String(reflecting:) and a struct's description the qualified one), beside a top-level type of that name
enum Kind { case top }
struct Card {
  enum Suit: String, CaseIterable { case hearts = "H", spades = "S" }
  enum Kind { case face, number }
  let suit: Suit
  var kind: Kind = .number
  func describe() -> String {
    switch suit {
    case .hearts: return "a heart"
    case .spades: return "a spade"
    }
  }
  static func all() -> [Suit] { Suit.allCases }
}
struct Dice {
  enum Suit: CaseIterable { case red, blue, green }
  enum Kind { case six, twenty }
  let suit: Suit
  var kind = Kind.six
  func describe() -> String { suit == .red ? "a red die" : "a \(suit) die" }
  static func all() -> [Suit] { Suit.allCases }
}
let c = Card(suit: .hearts)
let d = Dice(suit: .blue)
print(c.suit.rawValue, d.suit, c.describe(), d.describe())
let s: Card.Suit = .spades
let t: Dice.Suit = .red
print(s, t)
print(Card.all(), Dice.all())
print(Card.Suit.allCases.count, Dice.Suit.allCases.count)
print(type(of: t), type(of: s), Dice.Suit.self)
print(c)
print(d)
print(Kind.top, c.kind, d.kind)
let kinds: [Dice.Kind] = [.six, .twenty]
print(kinds)
func roll(_ suit: Dice.Suit) -> String { "rolled \(suit)" }
print(roll(.green))
print(String(reflecting: t))
// expect: H blue a heart a blue die
// expect: spades red
// expect: [main.Card.Suit.hearts, main.Card.Suit.spades] [main.Dice.Suit.red, main.Dice.Suit.blue, main.Dice.Suit.green]
// expect: 2 3
// expect: Suit Suit Suit
// expect: Card(suit: main.Card.Suit.hearts, kind: main.Card.Kind.number)
// expect: Dice(suit: main.Dice.Suit.blue, kind: main.Dice.Kind.six)
// expect: top number six
// expect: [main.Dice.Kind.six, main.Dice.Kind.twenty]
// expect: rolled green
// expect: main.Dice.Suit.red
