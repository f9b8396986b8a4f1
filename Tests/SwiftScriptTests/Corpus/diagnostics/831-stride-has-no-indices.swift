// A stride is a Sequence too: `indices` is no member of it, inside a compiled loop as at the top level.
var total = 0
for step in stride(from: 0, through: 10, by: 5) { total += step }
print(total)
for _ in 0..<1 {
  print(stride(from: 0, to: 6, by: 2).indices)
}
// expect-diagnostic: value of type 'StrideTo<Int>' has no member 'indices'
// expect-diagnostic-line: 6
