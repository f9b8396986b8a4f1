// Checks: a compound assignment to a let constant
let attempts = 1
attempts += 1
print(attempts)
// expect-diagnostic: left side of mutating operator isn't mutable: 'attempts' is a 'let' constant
// expect-diagnostic-line: 3
