// Checks: a class's 'let' property assigned in a method: swiftc's error at the property's name (the workbook changed it)
class Account {
  let username: String
  init(username: String) { self.username = username }
  func rename(to name: String) {
    username = name
  }
}
let account = Account(username: "ann@contoso.com")
account.rename(to: "bob@contoso.com")
print(account.username)
// expect-diagnostic: cannot assign to property: 'username' is a 'let' constant
// expect-diagnostic-line: 6
