// Checks: String(repeating:count:), iterating characters and building strings
print(String(repeating: "ab", count: 3))
// expect: ababab
let line = String(repeating: "=", count: 5)
print(line)
// expect: =====
var reversed = ""
for ch in "swift" {
  reversed = String(ch) + reversed
}
print(reversed)
// expect: tfiws
print(String("level".reversed()) == "level")
// expect: true
var chars: [Character] = ["h", "i"]
chars.append("!")
print(String(chars))
// expect: hi!
