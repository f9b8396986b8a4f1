// Checks: a class instance's stored property passed inout is held for the call: reading it meanwhile (through the same instance) is Swift's exclusivity trap; accesses one after another, and a mutating method on a struct property, are fine
final class Counter { var n = 0; var items: [Int] = [] }
let c = Counter()
func bump(_ x: inout Int) { x += 1 }
bump(&c.n)
bump(&c.n)
print(c.n)
struct Point { var x = 0; mutating func move(_ by: Int) { x += by } }
final class Holder { var p = Point() }
let h = Holder()
h.p.move(3)
print(h.p.x)
func peek(_ x: inout Int) { x += 1; print("inside", c.n) }
peek(&c.n)
print("never printed")
// expect: 2
// expect: 3
// expect-fault: Simultaneous accesses to 0x…, but modification requires exclusive access.
