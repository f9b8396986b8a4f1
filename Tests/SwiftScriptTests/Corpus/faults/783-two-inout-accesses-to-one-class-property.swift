// Checks: two inout arguments reaching one stored property of one class instance (through any variable) are Swift's run-time exclusivity trap; properties of different instances, or different properties, are not
class Counter { var value = 1; var other = 2 }
func addBoth(_ a: inout Int, _ b: inout Int) { a += 1; b += 1 }
let c = Counter()
let d = Counter()
addBoth(&c.value, &c.other)
print(c.value, c.other)
addBoth(&c.value, &d.value)
print(c.value, d.value)
let e = c
print("next")
addBoth(&c.value, &e.value)
print("never printed")
// expect: 2 3
// expect: 3 2
// expect: next
// expect-fault: Simultaneous accesses to 0x…, but modification requires exclusive access.
