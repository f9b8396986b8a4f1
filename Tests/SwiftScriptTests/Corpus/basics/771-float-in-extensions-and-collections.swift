// Checks: Float values in extensions, functions, structs, dictionaries, tuples, optionals and switch; min, max and abs keep the Float type
extension Float { var doubled: Float { self * 2 } }
let f: Float = 1.25
print(f.doubled)
func average(_ xs: [Float]) -> Float { xs.reduce(0, +) / Float(xs.count) }
print(average([1, 2, 4]))
struct Sample { var level: Float = 0.5 }
var s = Sample(); s.level += 0.25; print(s.level, s)
let pairs: [String: Float] = ["a": 0.1]
print(pairs, pairs["a"]! * 3)
print(Float(3) == 3, Float(3) < 3.5, max(Float(1), 2), abs(Float(-2.5)), min(f, 1))
let t = (f, 2.5)
print(t)
print([f, 2].map { $0 * $0 }, [f].sorted(by: >))
var opt: Float? = 2
opt! += 1
print(opt as Any, opt.map { $0 / 3 } as Any)
print(f as Any, "\(f)", String(describing: f), f.description)
switch f { case 1.25: print("exact"); default: print("no") }
// expect: 2.5
// expect: 2.3333333
// expect: 0.75 Sample(level: 0.75)
// expect: ["a": 0.1] 0.3
// expect: true true 2.0 2.5 1.0
// expect: (1.25, 2.5)
// expect: [1.5625, 4.0] [1.25]
// expect: Optional(3.0) Optional(1.0)
// expect: 1.25 1.25 1.25 1.25
// expect: exact
