// Checks: a struct declared to inherit from another struct: only classes inherit, so swiftc reports it at the struct's name (the workbook ignored it)
struct Shape {
  var sides = 0
}
struct Square: Shape {
  var length = 1.0
}
print(Square().length)
// expect-diagnostic: inheritance from non-protocol type 'Shape'
// expect-diagnostic-line: 5
