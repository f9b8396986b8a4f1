// Checks: a mutating method on a struct held in a class property: reading the property through the instance during the call is Swift's exclusivity trap
// The mutating method on a struct held by a class property reads the property through the
// instance while its modifying access is in progress: Swift's exclusivity trap.
struct Point {
  var x = 0
  mutating func move(by step: Int, reading holder: Holder) { x += step; print("sees", holder.p.x) }
}
final class Holder { var p = Point() }
let h = Holder()
var fine = Point()
fine.move(by: 1, reading: h)
h.p.move(by: 2, reading: h)
print("never printed")
// expect: sees 0
// expect-fault: Simultaneous accesses to 0x…, but modification requires exclusive access.
