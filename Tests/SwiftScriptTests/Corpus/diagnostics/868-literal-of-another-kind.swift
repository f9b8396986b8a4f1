// Checks: a literal of another kind than the type is made from is rejected as swiftc rejects it
struct Name: ExpressibleByStringLiteral {
  let v: String
  init(stringLiteral value: String) { v = value }
}
let fine: Name = "ann"
let n: Name = 5
print(n)
// expect-diagnostic: cannot convert value of type 'Int' to specified type 'Name'
// expect-diagnostic-line: 7
