// Checks: a slice of a string stored in a String is rejected at the subscript, as swiftc does
let greeting = "Hello, world"
let comma = greeting.firstIndex(of: ",")!
let first: String = greeting[..<comma]
print(first)
// expect-diagnostic: cannot convert value of type 'String.SubSequence' (aka 'Substring') to specified type 'String'
// expect-diagnostic-line: 4
// expect-diagnostic-column: 29
