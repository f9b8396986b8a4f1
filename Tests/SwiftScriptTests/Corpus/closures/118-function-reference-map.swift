// Checks: passing named functions and initializers to map and filter
func isPositive(_ n: Int) -> Bool { n > 0 }
func label(_ n: Int) -> String { "#\(n)" }
let values = [-2, 5, 0, 9]
print(values.filter(isPositive).map(label))
// expect: ["#5", "#9"]
print(values.map(String.init))
// expect: ["-2", "5", "0", "9"]
print(["1", "2"].compactMap(Int.init).reduce(0, +))
// expect: 3
print(values.map(abs))
// expect: [2, 5, 0, 9]
