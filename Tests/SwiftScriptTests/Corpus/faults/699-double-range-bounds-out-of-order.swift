// Checks: a range of Doubles whose lower bound is above its upper bound traps, as Swift's does
func window(_ low: Double, _ high: Double) -> ClosedRange<Double> { low...high }
print(window(0.5, 1.5).contains(1.0))
// expect: true
print(window(2.0, 1.0))
// expect-fault: Range requires lowerBound <= upperBound
