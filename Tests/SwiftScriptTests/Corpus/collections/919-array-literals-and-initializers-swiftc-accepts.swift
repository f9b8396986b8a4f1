// Checks: array literals of Character and Double and arrays made from ranges, strings and arrays that swiftc accepts still run (guards for 916-918)
// What swiftc accepts of array literals and array initializers still runs.
let characters: [Character] = ["a", "é", "\u{1F600}", "\n"]
print(characters.count, characters)
let mixedNumbers: [Double] = [1, 2.5, 3]
print(mixedNumbers)
let whole = [Int](1...3), halfOpen = Array(0..<3)
print(whole, halfOpen)
print([Double]([1, 2]), Array("abc"), [String](["x"]), Array<Int>(repeating: 7, count: 2))
let flags: Set<Bool> = [true]
print(flags.count, [Character]("hey"))
// expect: 4 ["a", "é", "😀", "\n"]
// expect: [1.0, 2.5, 3.0]
// expect: [1, 2, 3] [0, 1, 2]
// expect: [1.0, 2.0] ["a", "b", "c"] ["x"] [7, 7]
// expect: 1 ["h", "e", "y"]
