// Checks: a mutating standard method called with none of its arguments
var scopes = ["User.Read", "Mail.Read"]
scopes.swapAt()
print(scopes)
// expect-diagnostic: missing arguments for parameters #1, #2 in call
// expect-diagnostic-line: 3
