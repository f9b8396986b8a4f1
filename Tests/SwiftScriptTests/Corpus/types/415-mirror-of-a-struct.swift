// Checks: a Mirror of a struct lists its stored properties with their labels and values
struct Point { var x = 1, y = 2 }
let mirror = Mirror(reflecting: Point())
for child in mirror.children { print(child.label ?? "?", child.value) }
// expect: x 1
// expect: y 2
