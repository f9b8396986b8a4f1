// Checks: a struct that does not adopt Hashable cannot be a dictionary's key type
// The workbook hashes any struct by its fields, so this dictionary ran; swiftc rejects the type.
// (Equatable alone is not enough; an enum without payloads, or one declared Hashable, is a key.)
enum Suit { case hearts, spades }
struct Card: Equatable { var rank: Int; var suit: Suit }
var bySuit: [Suit: Int] = [.hearts: 1]
var counts: [Card: Int] = [:]
counts[Card(rank: 1, suit: .hearts)] = 1
print(bySuit.count, counts.count)
// expect-diagnostic: type 'Card' does not conform to protocol 'Hashable'
// expect-diagnostic-line: 7
