// Checks: sorted(by:) given an operator without its label
let expiries = [3600, 60, 86400]
print(expiries.sorted(>))
// expect-diagnostic: missing argument label 'by:' in call
// expect-diagnostic-line: 3
