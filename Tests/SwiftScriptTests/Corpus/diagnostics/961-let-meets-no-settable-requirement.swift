// Checks: a 'let' (or a get-only computed property) for a protocol's '{ get set }' property: swiftc's "does not conform", at the type's name (the workbook let it conform)
protocol Account {
  var username: String { get set }
}
struct CachedAccount: Account {
  let username: String
}
var account: any Account = CachedAccount(username: "ann@contoso.com")
print(account.username)
// expect-diagnostic: type 'CachedAccount' does not conform to protocol 'Account'
// expect-diagnostic-line: 5
