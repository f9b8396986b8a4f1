// Checks: `unowned` on a global whose inferred type is `Int` is rejected with swiftc's message
var total = 10
unowned let snapshot = total
print(snapshot)
// expect-diagnostic: 'unowned' may only be applied to class and class-bound protocol types, not 'Int'
// expect-diagnostic-line: 3
