// Checks: arithmetic and comparison on optionals unwrapped by ??, !, map, if let, and on an implicitly unwrapped optional: no 'must be unwrapped'
// Optionals unwrapped before arithmetic, and implicitly unwrapped ones, need no more.
let number = Int("41")
print((number ?? 0) + 1, number! * 2, number.map { $0 + 1 } ?? 0)
if let number, number > 40 { print("over 40") }
let count: Int! = 3
print(count + 1, count > 2)
let ages = ["ann": 31]
print(ages["ann", default: 0] < 40, (ages["bob"] ?? 0) + 1)
// expect: 42 82 42
// expect: over 40
// expect: 4 true
// expect: true 1
