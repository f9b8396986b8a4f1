// Checks: a global function called with none of its arguments
let pairs = zip()
print(pairs)
// expect-diagnostic: missing arguments for parameters #1, #2 in call
// expect-diagnostic-line: 2
