// Checks: a stride's count is not a property, in a loop as outside
// A stride has no `count` property either; `Array(…)` of it has one.
let evens = stride(from: 0, to: 10, by: 2)
print(Array(evens).count)
for even in evens where even > 4 {
  print(even, evens.count)
}
// expect-diagnostic: generic parameter 'E' could not be inferred
// expect-diagnostic-line: 6
