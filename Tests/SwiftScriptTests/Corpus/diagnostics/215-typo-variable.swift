// Checks: a misspelled variable name is reported as not found
var account = 100
account += 5
print(acount)
// expect-diagnostic: cannot find 'acount' in scope; did you mean 'account'?
// expect-diagnostic-line: 4
