// Checks: assigning to a let constant
let limit = 10
print(limit)
limit = 20
// expect-diagnostic: cannot assign to value: 'limit' is a 'let' constant
// expect-diagnostic-line: 4
