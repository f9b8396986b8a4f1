// Checks: subscripting an optional array without unwrapping it: swiftc's error at the array's name, before anything runs (the workbook said so only when the line ran, without a column)
let cachedScopes: [String]? = ["User.Read"]
print("scopes cached")
print(cachedScopes[0])
// expect-diagnostic: value of optional type '[String]?' must be unwrapped to refer to member 'subscript' of wrapped base type '[String]'
// expect-diagnostic-line: 4
