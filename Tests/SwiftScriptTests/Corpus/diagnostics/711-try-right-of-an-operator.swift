// Checks: try! (and try, try?) on the right of a binary operator is rejected in swiftc's words
func f() throws -> Int { 1 }
let y = 1 + (try? f())!
let z = 2 + try! f()
print(y, z)
// expect-diagnostic: 'try!' cannot appear to the right of a non-assignment operator
// expect-diagnostic-line: 4
