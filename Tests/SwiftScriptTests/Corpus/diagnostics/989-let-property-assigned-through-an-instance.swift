// Checks: a let property assigned through an instance from outside the type: swiftc's error at the property's name, before anything runs
struct Account {
  let username: String
  var displayName: String
}
var account = Account(username: "ann@contoso.com", displayName: "Ann")
account.displayName = "Ann B."
print(account.displayName)
account.username = "bob@contoso.com"
// expect-diagnostic: cannot assign to property: 'username' is a 'let' constant
// expect-diagnostic-line: 9
