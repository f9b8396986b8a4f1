// Checks: a struct adopting Equatable with a closure among its stored properties and no == of its own: swiftc's "does not conform" at its name (the workbook compared the other fields)
struct Request: Equatable {
  var scopes: [String]
  var completion: (String) -> Void
}
let a = Request(scopes: ["User.Read"]) { print($0) }
let b = Request(scopes: ["User.Read"]) { print($0) }
print(a == b)
// expect-diagnostic: type 'Request' does not conform to protocol 'Equatable'
// expect-diagnostic-line: 2
