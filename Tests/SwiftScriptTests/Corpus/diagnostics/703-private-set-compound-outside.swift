// Checks: a compound assignment to a private(set) property from outside its type is rejected at its operator, in swiftc's words
struct Account {
  private(set) var owner = "ann"
}
var a = Account()
a.owner += "x"
// expect-diagnostic: left side of mutating operator isn't mutable: 'owner' setter is inaccessible
// expect-diagnostic-line: 6
