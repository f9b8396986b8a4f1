// Checks: a standard method called with the wrong label
let seconds = 7.5
print(seconds.truncatingRemainder(by: 2))
// expect-diagnostic: incorrect argument label in call (have 'by:', expected 'dividingBy:')
// expect-diagnostic-line: 3
