// Checks: count is measured in Characters, not bytes; utf8 count differs
let cafe = "café"
print(cafe.count, cafe.utf8.count)
// expect: 4 5
let flag = "🇳🇴"
print(flag.count)
// expect: 1
let word = "naïve"
print(word.uppercased())
// expect: NAÏVE
print(Array("héllo").count)
// expect: 5
