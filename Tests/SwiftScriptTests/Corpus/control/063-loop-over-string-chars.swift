// Checks: looping over characters of a string and counting vowels
let text = "Programming"
var vowels = 0
for ch in text {
  if "aeiou".contains(ch) {
    vowels += 1
  }
}
print(vowels)
// expect: 3
for ch in "abc".reversed() {
  print(ch, terminator: "")
}
print()
// expect: cba
