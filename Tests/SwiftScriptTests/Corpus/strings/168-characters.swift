// Checks: Character values, isLetter/isNumber/isUppercase, and first/last of a string
let s = "a1B?"
for ch in s {
  print(ch, ch.isLetter, ch.isNumber, ch.isUppercase)
}
// expect: a true false false
// expect: 1 false true false
// expect: B true false true
// expect: ? false false false
print(s.first!, s.last!)
// expect: a ?
let c: Character = "z"
print(c < "b", String(c) + "z")
// expect: false zz
