// Checks: the Extensions chapter: methods, a mutating method, a subscript and a nested enum added to Int; nested types
struct BlackjackCard {
  enum Suit: Character { case spades = "♠", hearts = "♡", diamonds = "♢", clubs = "♣" }
  enum Rank: Int {
    case two = 2, three, four, five, six, seven, eight, nine, ten
    case jack, queen, king, ace
    struct Values { let first: Int, second: Int? }
    var values: Values {
      switch self {
      case .ace: return Values(first: 1, second: 11)
      case .jack, .queen, .king: return Values(first: 10, second: nil)
      default: return Values(first: self.rawValue, second: nil)
      }
    }
  }
  let rank: Rank, suit: Suit
  var description: String {
    var output = "suit is \(suit.rawValue),"
    output += " value is \(rank.values.first)"
    if let second = rank.values.second { output += " or \(second)" }
    return output
  }
}
let theAceOfSpades = BlackjackCard(rank: .ace, suit: .spades)
print("theAceOfSpades: \(theAceOfSpades.description)")
let heartsSymbol = BlackjackCard.Suit.hearts.rawValue
print(heartsSymbol)
extension Int {
  func repetitions(task: () -> Void) { for _ in 0..<self { task() } }
  mutating func square() { self = self * self }
  subscript(digitIndex: Int) -> Int {
    var decimalBase = 1
    for _ in 0..<digitIndex { decimalBase *= 10 }
    return (self / decimalBase) % 10
  }
  enum Kind { case negative, zero, positive }
  var kind: Kind { switch self { case 0: return .zero; case let x where x > 0: return .positive; default: return .negative } }
}
3.repetitions { print("Hello!") }
var someInt = 3
someInt.square()
print(someInt, 746381295[0], 746381295[1], 746381295[9])
for n in [3, 19, -27, 0] { print(n.kind, terminator: " ") }
print()
// expect: theAceOfSpades: suit is ♠, value is 1 or 11
// expect: ♡
// expect: Hello!
// expect: Hello!
// expect: Hello!
// expect: 9 5 9 0
// expect: positive positive negative zero 
