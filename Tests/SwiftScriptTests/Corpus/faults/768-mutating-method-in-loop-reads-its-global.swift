// Checks: in a loop (the compiled tier's path), a mutating method on a global that reads the global by name traps on the pass that reads it, as Swift does
struct Tally {
  var count = 0
  mutating func bump() {
    count += 1
    if count == 3 { print("peeking at the global:", tally.count) }
  }
}

var tally = Tally()
for round in 1...5 {
  print("round", round)
  tally.bump()
}
print("never printed")
// expect: round 1
// expect: round 2
// expect: round 3
// expect-fault: Simultaneous accesses to 0x…, but modification requires exclusive access.
