// Checks: two statements on one line without ';' are rejected in swiftc's words (swift-syntax says "newline or ';'")
let a = 1
var total = 0
total += a let b = 2
print(total, b)
// expect-diagnostic: consecutive statements on a line must be separated by ';'
// expect-diagnostic-line: 4
