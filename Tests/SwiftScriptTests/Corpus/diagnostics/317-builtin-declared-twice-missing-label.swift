// Checks: a standard method Swift declares twice, called without its label: no declaration fits better
let step = 7
print(step.isMultiple(3))
// expect-diagnostic: no exact matches in call to instance method 'isMultiple'
// expect-diagnostic-line: 3
