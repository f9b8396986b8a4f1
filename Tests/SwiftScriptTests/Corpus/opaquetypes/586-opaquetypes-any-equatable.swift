// The language guide's "Opaque and Boxed Protocol Types" chapter: any Equatable opened by a generic function (as? T), some Hashable (a program in the book's style, its output
// recorded from swiftc).
func isEqual<T: Equatable>(_ a: T, _ b: any Equatable) -> Bool {
    guard let b = b as? T else { return false }
    return a == b
}
func areEqual(_ a: any Equatable, _ b: any Equatable) -> Bool {
    return isEqual(a, b)
}
struct Token: Equatable {
    var text: String
}
print(areEqual(1, 1))
print(areEqual(1, "1"))
print(areEqual("a", "a"))
print(areEqual(Token(text: "x"), Token(text: "x")))
print(areEqual(Token(text: "x"), Token(text: "y")))
let mixed: [any Equatable] = [1, "two", Token(text: "three"), 1]
var pairs = 0
for i in 0..<mixed.count {
    for j in (i + 1)..<mixed.count where areEqual(mixed[i], mixed[j]) {
        pairs += 1
        print("match at", i, j)
    }
}
print(pairs)
func makeKey(_ flag: Bool) -> some Hashable {
    return flag ? "yes" : "no"
}
var seen: Set<String> = []
let k1 = makeKey(true), k2 = makeKey(true)
print(k1 == k2, k1.hashValue == k2.hashValue)
seen.insert("\(k1)")
print(seen)
// expect: true
// expect: false
// expect: true
// expect: true
// expect: false
// expect: match at 0 3
// expect: 1
// expect: true true
// expect: ["yes"]
