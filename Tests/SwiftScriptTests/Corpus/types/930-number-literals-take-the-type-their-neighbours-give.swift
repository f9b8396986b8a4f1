// Checks: an integer literal in an array or dictionary literal takes Double from the elements beside it ([-1.5, 2], [x, 2], [[1], [3.5]], [Optional(1), 2.5]), a ternary's integer branch from a float branch (true ? 1 : 2.5), later dictionary values a user type from the first; 1 + 1 beside 2.5 stays an Int (the workbook printed [-1.5, 2] and [1] 0)
// Integer literals take the type the other elements (or the other branch) give: a Double where
// one is a Double, in arrays, dictionaries, nested arrays, optionals and ternaries; arithmetic on
// literals beside a float literal stays an Int, as swiftc types it.
let a = [-1.5, 2]
print(a, [-40.0, 37].map { $0 / 2 })
let k = [true ? 1 : 2.5]
print(k, k[0] / 2)
print(["x": 1, "y": 2.5].sorted { $0.key < $1.key })
print([[1], [3.5]])
print([Optional(1), 2.5])
let x = 1.5
print([x, 2], [2, x])
enum L { case low, high }
let d = ["L": L.low, "H": .high]
print(d.sorted { $0.key < $1.key })
let t = false ? 3 : 0.5
print(t)
let mixed: [Any] = [1, 2.5]
print(mixed)
print([1, 2, 3], [1 + 1, 2.5 * 2])
print([1 + 1, 2.5])
print([1, 2.5 * 2])
print([-1, 2.5])
print([(1), 2.5])
let y = true ? 1 + 1 : 2.5
print(y)
// expect: [-1.5, 2.0] [-20.0, 18.5]
// expect: [1.0] 0.5
// expect: [(key: "x", value: 1.0), (key: "y", value: 2.5)]
// expect: [[1.0], [3.5]]
// expect: [Optional(1.0), Optional(2.5)]
// expect: [1.5, 2.0] [2.0, 1.5]
// expect: [(key: "H", value: main.L.high), (key: "L", value: main.L.low)]
// expect: 0.5
// expect: [1, 2.5]
// expect: [1, 2, 3] [2, 5.0]
// expect: [2, 2.5]
// expect: [1.0, 5.0]
// expect: [-1.0, 2.5]
// expect: [1.0, 2.5]
// expect: 2.0
