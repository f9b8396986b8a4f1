// Checks: Hasher.combine is mutating: a Hasher held in a let constant cannot take a value
var counted = Hasher()
counted.combine(1)
let fixed = Hasher()
fixed.combine(2)
print("unreached")
// expect-diagnostic: cannot use mutating member on immutable value: 'fixed' is a 'let' constant
// expect-diagnostic-line: 5
