// Checks: the book's BlackjackCard with nested Suit/Rank enums and nested Values struct, and the description property.
struct BlackjackCard {
    enum Suit: Character {
        case spades = "♠", hearts = "♡", diamonds = "♢", clubs = "♣"
    }
    enum Rank: Int {
        case two = 2, three, four, five, six, seven, eight, nine, ten
        case jack, queen, king, ace
        struct Values {
            let first: Int, second: Int?
        }
        var values: Values {
            switch self {
            case .ace:
                return Values(first: 1, second: 11)
            case .jack, .queen, .king:
                return Values(first: 10, second: nil)
            default:
                return Values(first: self.rawValue, second: nil)
            }
        }
    }
    let rank: Rank, suit: Suit
    var description: String {
        var output = "suit is \(suit.rawValue),"
        output += " value is \(rank.values.first)"
        if let second = rank.values.second {
            output += " or \(second)"
        }
        return output
    }
}
let theAceOfSpades = BlackjackCard(rank: .ace, suit: .spades)
print("theAceOfSpades: \(theAceOfSpades.description)")
let heartsSymbol = BlackjackCard.Suit.hearts.rawValue
print(heartsSymbol)
let q = BlackjackCard(rank: .queen, suit: .diamonds)
print(q.description)
print(BlackjackCard(rank: .five, suit: .clubs).description)
print(BlackjackCard.Rank.jack.rawValue, BlackjackCard.Rank(rawValue: 14) as Any)
// expect: theAceOfSpades: suit is ♠, value is 1 or 11
// expect: ♡
// expect: suit is ♢, value is 10
// expect: suit is ♣, value is 5
// expect: 11 Optional(main.BlackjackCard.Rank.ace)
