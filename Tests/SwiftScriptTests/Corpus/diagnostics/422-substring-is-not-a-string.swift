// Checks: a Substring given where a String is taken is rejected as swiftc rejects it, naming String.SubSequence
func shout(_ text: String) -> String { text.uppercased() }
let greeting = "Hello, world"
print(shout(String(greeting.prefix(5))))
print(shout(greeting.prefix(5)))
// expect-diagnostic: cannot convert value of type 'String.SubSequence' (aka 'Substring') to expected argument type 'String'
// expect-diagnostic-line: 5
// expect-diagnostic-column: 22
