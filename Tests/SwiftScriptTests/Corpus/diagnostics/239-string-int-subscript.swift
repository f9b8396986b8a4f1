// Checks: subscripting a String with an Int
let word = "hello"
let first = word[0]
print(first)
// expect-diagnostic: 'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead.
// expect-diagnostic-line: 3
