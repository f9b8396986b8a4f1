// Checks: assignment through optional chaining does nothing on nil and returns Void?
class Counter { var value = 0 }
var c: Counter? = nil
c?.value = 5
print(c?.value as Any)
// expect: nil
c = Counter()
c?.value = 5
c?.value += 1
print(c?.value as Any)
// expect: Optional(6)
let result: Void? = c?.value = 9
print(result != nil, c!.value)
// expect: true 9
