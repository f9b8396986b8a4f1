// Checks: of two overloads, one taking `inout Point` and one a `Counter`, a call without `&` takes the plain one
// whichever is declared first.
struct Point { var x = 0 }
class Counter { var value = 5 }
func reset(_ p: inout Point) { print("point"); p = Point() }
func reset(_ c: Counter) { print("counter"); c.value = 0 }
var p = Point(x: 3)
let c = Counter()
reset(&p)
reset(c)
print(p.x, c.value)
// expect: point
// expect: counter
// expect: 0 0
