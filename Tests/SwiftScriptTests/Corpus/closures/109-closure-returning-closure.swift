// Checks: functions and closures that return closures (currying)
func adder(_ n: Int) -> (Int) -> Int {
  return { $0 + n }
}
let add5 = adder(5)
print(add5(10))
// expect: 15
print(adder(1)(1))
// expect: 2
let multiplier: (Int) -> (Int) -> Int = { a in { b in a * b } }
print(multiplier(3)(4))
// expect: 12
func compose(_ f: @escaping (Int) -> Int, _ g: @escaping (Int) -> Int) -> (Int) -> Int {
  { g(f($0)) }
}
print(compose(add5, { $0 * 2 })(1))
// expect: 12
