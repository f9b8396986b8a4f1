// Checks: a misspelt label of one of two overloads (append(_:) and append(contentsOf:))
var scopes = ["User.Read"]
scopes.append(contentOf: ["Mail.Read"])
print(scopes)
// expect-diagnostic: no exact matches in call to instance method 'append'
// expect-diagnostic-line: 3
