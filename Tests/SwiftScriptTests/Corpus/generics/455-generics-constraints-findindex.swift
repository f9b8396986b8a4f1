// Checks: generic type constraints T: Equatable and T: Comparable with findIndex, a generic max, and calling with Int, String and Double.
func findIndex(ofString valueToFind: String, in array: [String]) -> Int? {
    for (index, value) in array.enumerated() {
        if value == valueToFind { return index }
    }
    return nil
}
let strings = ["cat", "dog", "llama", "parakeet", "terrapin"]
if let foundIndex = findIndex(ofString: "llama", in: strings) {
    print("The index of llama is \(foundIndex)")
}
func findIndex<T: Equatable>(of valueToFind: T, in array: [T]) -> Int? {
    for (index, value) in array.enumerated() {
        if value == valueToFind { return index }
    }
    return nil
}
let doubleIndex = findIndex(of: 9.3, in: [3.14159, 0.1, 0.25])
print(doubleIndex as Any)
let stringIndex = findIndex(of: "Andrea", in: ["Mike", "Malcolm", "Andrea"])
print(stringIndex as Any)
print(findIndex(of: 3, in: [1, 2, 3]) as Any)
func largest<T: Comparable>(_ items: [T]) -> T? {
    guard var best = items.first else { return nil }
    for item in items where item > best { best = item }
    return best
}
print(largest([3, 9, 2]) ?? -1, largest(["pear", "apple", "zebra"]) ?? "", largest([Double]()) as Any)
struct Point: Equatable { var x: Int; var y: Int }
print(findIndex(of: Point(x: 1, y: 2), in: [Point(x: 0, y: 0), Point(x: 1, y: 2)]) as Any)
func pair<A, B>(_ a: A, _ b: B) -> (A, B) { return (a, b) }
print(pair(1, "one"), pair(Point(x: 1, y: 1), [true]))
// expect: The index of llama is 2
// expect: nil
// expect: Optional(2)
// expect: Optional(2)
// expect: 9 zebra nil
// expect: Optional(1)
// expect: (1, "one") (main.Point(x: 1, y: 1), [true])
