// Checks: the book's conflicting access to an in-out parameter: `increment(&stepSize)` whose body reads `stepSize` traps (Swift's run-time exclusivity check); the explicit copy runs
var stepSize = 1

func increment(_ number: inout Int) {
  number += stepSize
}

var copyOfStepSize = stepSize
increment(&copyOfStepSize)
stepSize = copyOfStepSize
print("with a copy:", stepSize)

print("passing stepSize itself:")
increment(&stepSize)
print("never printed:", stepSize)
// expect: with a copy: 2
// expect: passing stepSize itself:
// expect-fault: Simultaneous accesses to 0x…, but modification requires exclusive access.
