// Checks: closures capture variables by reference and can mutate them
var count = 0
let increment = { count += 1 }
increment()
increment()
print(count)
// expect: 2
count = 10
increment()
print(count)
// expect: 11
func makeCounter() -> () -> Int {
  var n = 0
  return {
    n += 1
    return n
  }
}
let c1 = makeCounter()
let c2 = makeCounter()
print(c1(), c1(), c1(), c2())
// expect: 1 2 3 1
