// Checks: arrays of Any print their elements; count and casting elements
let mixed: [Any] = [1, "two", 3.0, true]
print(mixed)
// expect: [1, "two", 3.0, true]
print(mixed.count)
// expect: 4
let ints = mixed.compactMap { $0 as? Int }
print(ints)
// expect: [1]
let strings: [String] = ["x", "y"]
print(strings, strings.description)
// expect: ["x", "y"] ["x", "y"]
