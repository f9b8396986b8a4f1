// Checks: a two-character string literal in a [Character] literal is swiftc's error before anything runs (the workbook printed ["x", "yz"])
let initials: [Character] = ["a", "b"]
print(initials)
let letters: [Character] = ["x", "yz"]
print(letters)
// expect-diagnostic: cannot convert value of type 'String' to expected element type 'Character'
// expect-diagnostic-line: 4
