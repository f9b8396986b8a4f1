// Checks: two inout arguments reaching one stored property of one class instance (through any variable) are Swift's run-time exclusivity trap; properties of different instances, or different properties, are not
class Counter { var value = 1 }
func addBoth(_ a: inout Int, _ b: inout Int) { a += 1; b += 1 }
func run() {
  let c = Counter()
  for i in 0..<3 {
    print("round", i)
    if i == 2 { addBoth(&c.value, &c.value) }
  }
}
run()
// expect: round 0
// expect: round 1
// expect: round 2
// expect-fault: Simultaneous accesses to 0x…, but modification requires exclusive access.
