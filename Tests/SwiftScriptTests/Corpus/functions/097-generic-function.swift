// Checks: a simple generic function works for several types
func firstTwo<T>(_ items: [T]) -> [T] {
  Array(items.prefix(2))
}
print(firstTwo([1, 2, 3]))
// expect: [1, 2]
print(firstTwo(["x"]))
// expect: ["x"]
func largest<T: Comparable>(_ a: T, _ b: T) -> T {
  a > b ? a : b
}
print(largest(3, 8), largest("pear", "apple"))
// expect: 8 pear
