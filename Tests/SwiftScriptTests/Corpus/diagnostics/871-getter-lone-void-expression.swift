// Checks: a getter's lone expression of type () where an optional is returned: swiftc names the wrapped type
struct Counter {
  var count = 0
  var next: Int? { print(count + 1) }
}
print(Counter().next as Any)
// expect-diagnostic: cannot convert return expression of type '()' to return type 'Int'
// expect-diagnostic-line: 4
