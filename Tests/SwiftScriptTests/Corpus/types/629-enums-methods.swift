// Checks: CaseIterable allCases, mutating method assigning self, computed properties, static methods and custom init on enums, synthesized Equatable with associated values
enum Beverage: CaseIterable {
    case coffee, tea, juice
}
let numberOfChoices = Beverage.allCases.count
print("\(numberOfChoices) beverages available")
for beverage in Beverage.allCases {
    print(beverage)
}

enum TriStateSwitch {
    case off, low, high
    mutating func next() {
        switch self {
        case .off:
            self = .low
        case .low:
            self = .high
        case .high:
            self = .off
        }
    }
}
var ovenLight = TriStateSwitch.low
ovenLight.next()
print(ovenLight)
ovenLight.next()
print(ovenLight)

enum Suit: String, CaseIterable {
    case spades = "♠", hearts = "♡", diamonds = "♢", clubs = "♣"
    var color: String {
        switch self {
        case .spades, .clubs: return "black"
        case .hearts, .diamonds: return "red"
        }
    }
    static func fromSymbol(_ s: String) -> Suit? {
        return allCases.first { $0.rawValue == s }
    }
    init(isRed: Bool) { self = isRed ? .hearts : .spades }
}
for s in Suit.allCases { print(s.rawValue, s, s.color) }
print(Suit.fromSymbol("♢")?.color ?? "none")
print(Suit.fromSymbol("x")?.color ?? "none")
print(Suit(isRed: true), Suit(isRed: false))

enum Shape: Equatable {
    case circle(radius: Int)
    case rect(width: Int, height: Int)
    func area() -> Int {
        switch self {
        case .circle(let r): return 3 * r * r
        case .rect(let w, let h): return w * h
        }
    }
}
let shapes: [Shape] = [.circle(radius: 2), .rect(width: 3, height: 4)]
print(shapes.map { $0.area() }, shapes[0] == .circle(radius: 2), shapes[1] == .rect(width: 4, height: 3))
print(shapes[1])
// expect: 3 beverages available
// expect: coffee
// expect: tea
// expect: juice
// expect: high
// expect: off
// expect: ♠ spades black
// expect: ♡ hearts red
// expect: ♢ diamonds red
// expect: ♣ clubs black
// expect: red
// expect: none
// expect: hearts spades
// expect: [12, 12] true false
// expect: rect(width: 3, height: 4)
