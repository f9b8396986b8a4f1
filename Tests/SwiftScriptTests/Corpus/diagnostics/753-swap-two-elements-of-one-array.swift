// Checks: `swap(&cards[0], &cards[2])` is rejected as overlapping accesses to the array, with swiftc's advice to call swapAt
var cards = ["ace", "king", "queen"]
swap(&cards[0], &cards[2])
print(cards)
// expect-diagnostic: overlapping accesses to 'cards', but modification requires exclusive access; consider calling MutableCollection.swapAt(_:_:)
// expect-diagnostic-line: 3
