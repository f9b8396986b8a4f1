// Checks: Mirror is reported as not supported, not run wrongly
struct Point { var x = 1, y = 2 }
let mirror = Mirror(reflecting: Point())
for child in mirror.children { print(child.label ?? "?", child.value) }
// expect: x 1
// expect: y 2
// expect-unsupported: 'Mirror' is not supported in the workbook
