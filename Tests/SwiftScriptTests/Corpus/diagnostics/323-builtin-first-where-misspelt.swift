// Checks: first(where:) with its label misspelt reads as a call of the property `first`
let accounts = ["adele@contoso.com", "alex@contoso.com"]
print(accounts.first(were: { $0.hasPrefix("alex") }) ?? "none")
// expect-diagnostic: cannot call value of non-function type 'String?'
// expect-diagnostic-line: 3
