// Checks: names qualified by the standard library's module (Swift.abs, Swift.max, Swift.print, Swift.Int) are the names themselves
let distance: Swift.Int = -12
Swift.print(Swift.abs(distance), Swift.max(3, 9), Swift.min(3, 9))
let names: [Swift.String] = ["b", "a"]
print(names.sorted(), Swift.type(of: distance))
// expect: 12 9 3
// expect: ["a", "b"] Int
