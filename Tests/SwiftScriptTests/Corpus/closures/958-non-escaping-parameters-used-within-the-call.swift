// Checks: non-escaping closure parameters called, passed on and bound locally; escaping and optional ones kept
// A non-escaping closure parameter may be called, passed on for another non-escaping one, and
// bound to a local constant; an optional closure parameter and an '@escaping' one may be kept.
func apply(_ f: (Int) -> Int, to x: Int) -> Int { f(x) }
func twice(_ f: (Int) -> Int) -> Int { apply(f, to: apply(f, to: 1)) }
func viaLocal(_ f: (Int) -> Int) -> Int { let g = f; return g(10) }
var kept: [(Int) -> Int] = []
func keep(_ f: @escaping (Int) -> Int) { kept.append(f) }
var optionalKept: ((Int) -> Int)?
func keepOptional(_ f: ((Int) -> Int)?) { optionalKept = f }
print(twice { $0 * 3 })
print(viaLocal { $0 - 1 })
keep { $0 * $0 }
keepOptional { -$0 }
print(kept[0](4), optionalKept!(5))
// expect: 9
// expect: 9
// expect: 16 -5
