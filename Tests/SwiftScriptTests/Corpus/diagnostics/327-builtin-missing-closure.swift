// Checks: reduce given its seed but not its closure
let lifetimes = [3600, 5400]
let total = lifetimes.reduce(0)
print(total)
// expect-diagnostic: missing argument for parameter #2 in call
// expect-diagnostic-line: 3
