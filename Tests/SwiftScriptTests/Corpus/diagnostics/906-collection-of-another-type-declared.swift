// Checks: swiftc says 'assign' between collection types, in a declaration too
let labels = ["a": "one"]
let counts: [String: Int] = labels
print(counts)
// expect-diagnostic: cannot assign value of type '[String : String]' to type '[String : Int]'
// expect-diagnostic-line: 3
