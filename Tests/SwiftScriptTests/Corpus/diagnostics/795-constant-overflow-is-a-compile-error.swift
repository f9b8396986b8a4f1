// Checks: Int.max + 1 is folded as swiftc folds it, and its overflow rejected before the program runs (it trapped when it ran)
// The language guide's overflow: a constant expression that overflows is swiftc's error, not a trap when it runs.
let tooBig = Int.max + 1
print(tooBig)
// expect-diagnostic: arithmetic operation '9223372036854775807 + 1' (on type 'Int') results in an overflow
// expect-diagnostic-line: 3
