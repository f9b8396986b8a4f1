// Checks: a label a standard method Swift declares twice does not have
let name = "adele@contoso.com"
print(name.hasSuffix(of: ".com"))
// expect-diagnostic: no exact matches in call to instance method 'hasSuffix'
// expect-diagnostic-line: 3
