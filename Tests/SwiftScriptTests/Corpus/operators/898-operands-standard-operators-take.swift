// Checks: mixed literal and typed operands that Swift's operators take: no 'cannot be applied'
// Operands the standard operators take: literals typed by the other side, strings added and compared, characters compared.
let ratio = 2.5
print(ratio + 1, 1 + ratio, ratio * 2, -1 * ratio, ratio / 2, ratio < 3, 3 > ratio, ratio == 2)
print(7 % 3, 7 / 2, 7.5 / 2, 2.5 * 3, ratio.truncatingRemainder(dividingBy: 2))
let letter: Character = "a"
print(letter == "a", letter < "b", "x" + "y", "abc" < "abd", "a" != "b", true == false, true != false)
let count = 3
print("total: \(count)", "total: " + String(count), Double(count) * ratio)
// expect: 3.5 3.5 5.0 -2.5 1.25 true true false
// expect: 1 3 3.75 7.5 0.5
// expect: true true xy true true false true
// expect: total: 3 total: 3 7.5
