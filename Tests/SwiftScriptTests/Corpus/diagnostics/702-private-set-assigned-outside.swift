// Checks: assigning a private(set) property from outside its type is rejected in swiftc's words
struct Account {
  private(set) var owner = "ann"
}
var a = Account()
a.owner = "bob"
// expect-diagnostic: cannot assign to property: 'owner' setter is inaccessible
// expect-diagnostic-line: 6
