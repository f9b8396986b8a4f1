// Checks: explicit type annotations and literals typed by context
let a: Int = 7
let b: Double = 7
let c: Float = 2.5
let s: String = "seven"
let d: Double = 3 / 2
print(a, b, c, s)
// expect: 7 7.0 2.5 seven
print(d)
// expect: 1.5
let e = 3 / 2
print(e)
// expect: 1
