// Checks: starts(with:) on strings and arrays; trimmingPrefix(_:) gives a Substring
// String members swiftc's standard library has without Foundation.
let s = "Hello, World"
print(s.starts(with: "Hell"), s.starts(with: "World"), [1, 2, 3].starts(with: [1, 2]))
print(s.trimmingPrefix("Hello, "), "abc".reversed().count)
print(s.lowercased().filter { "aeiou".contains($0) })
let words = ["swift", "objc"]
print(words.starts(with: ["swift"]), "".starts(with: ""), "ab".starts(with: "abc"), s.trimmingPrefix("x") == s)
print(type(of: s.trimmingPrefix("H")), s.dropFirst(7).trimmingPrefix("Wor"))
// expect: true false true
// expect: World 3
// expect: eoo
// expect: true true false true
// expect: Substring ld
