// Checks: assert and precondition that hold do nothing
let count = 3
assert(count > 0, "count must be positive")
precondition(count < 10, "count too large")
print("passed")
// expect: passed
assert(true)
precondition(1 + 1 == 2)
print("still running")
// expect: still running
