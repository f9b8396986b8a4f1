// Checks: @autoclosure parameters evaluated only when called, and callAsFunction making an instance callable
var evaluations = 0
func expensive() -> String {
  evaluations += 1
  return "computed"
}
func logIf(_ condition: Bool, _ message: @autoclosure () -> String) {
  if condition { print(message()) }
}
logIf(false, expensive())
print(evaluations)
logIf(true, expensive())
print(evaluations)

func firstNonEmpty(_ value: String, _ fallback: @autoclosure () -> String) -> String {
  value.isEmpty ? fallback() : value
}
print(firstNonEmpty("", "fallback " + "text"), firstNonEmpty("given", expensive()), evaluations)

struct Adder {
  let amount: Int
  func callAsFunction(_ x: Int) -> Int { x + amount }
  func callAsFunction(_ x: Int, times: Int) -> Int { (x + amount) * times }
}
let addThree = Adder(amount: 3)
print(addThree(4), addThree(1, times: 10), addThree.callAsFunction(0))

class Counter {
  var count = 0
  func callAsFunction() -> Int {
    count += 1
    return count
  }
}
let next = Counter()
_ = next()
print(next(), next.count)
// expect: 0
// expect: computed
// expect: 1
// expect: fallback text given 1
// expect: 7 40 3
// expect: 2 2
