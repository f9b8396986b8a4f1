// Checks: a mutating method called on a global reads that global by name: Swift's run-time exclusivity trap (the workbook read the value while it was out being changed, and said '()' has no member)
struct Scoreboard {
  var points: [Int] = []
  mutating func record(_ value: Int) {
    points.append(value)
    print("recorded", value, "of", points.count)
  }
  mutating func recordTwiceTheBest() {
    print("best so far:", board.points.max() ?? 0)
  }
}

var board = Scoreboard()
board.record(3)
board.record(5)
print(board.points)
board.recordTwiceTheBest()
print("never printed")
// expect: recorded 3 of 1
// expect: recorded 5 of 2
// expect: [3, 5]
// expect-fault: Simultaneous accesses to 0x…, but modification requires exclusive access.
