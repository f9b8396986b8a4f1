// Checks: a conformance an extension declares, without the member: swiftc points at the extension
protocol Describable { var summary: String { get } }
struct Account {
  var owner = "ann"
}
extension Account: Describable {}
print(Account().owner)
// expect-diagnostic: type 'Account' does not conform to protocol 'Describable'
// expect-diagnostic-line: 6
