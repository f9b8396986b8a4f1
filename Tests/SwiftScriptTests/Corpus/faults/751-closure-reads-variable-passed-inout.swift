// Checks: a closure that reads a global while that global is passed `inout` traps when it runs during the call; with another variable it runs
var counter = 0
let report = { print("counter is", counter) }

func addTen(_ value: inout Int, then notify: () -> Void) {
  value += 10
  notify()
}

var other = 5
addTen(&other, then: report)
print("other is", other)
addTen(&counter, then: report)
print("never printed")
// expect: counter is 0
// expect: other is 15
// expect-fault: Simultaneous accesses to 0x…, but modification requires exclusive access.
