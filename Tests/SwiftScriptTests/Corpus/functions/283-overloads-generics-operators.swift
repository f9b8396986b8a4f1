// Checks: overloads chosen by argument type, generic functions, and operators passed as functions
func kind(_ x: Int) -> String { "Int" }
func kind(_ x: Double) -> String { "Double" }
func kind(_ x: [Int]) -> String { "[Int]" }
func kind<T>(_ x: T) -> String { "other" }
print(kind(1), kind(1.5), kind([1]), kind("s"))
func pair<A, B>(_ a: A, _ b: B) -> (A, B) { (a, b) }
print(pair(1, "one"))
let ops: [(Int, Int) -> Int] = [(+), (-), (*)]
print(ops.map { $0(6, 3) })
print([3, 1, 2].sorted(by: >), zip([1, 2], [3, 4]).map(+))
// expect: Int Double [Int] other
// expect: (1, "one")
// expect: [9, 3, 18]
// expect: [3, 2, 1] [4, 6]
