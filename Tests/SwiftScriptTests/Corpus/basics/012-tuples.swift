// Checks: tuples with labels, positional access, destructuring and printing
let point = (x: 3, y: 4)
print(point.x, point.1)
// expect: 3 4
let (a, b) = point
print(a + b)
// expect: 7
let pair = ("one", 1)
print(pair)
// expect: ("one", 1)
print(point)
// expect: (x: 3, y: 4)
let (_, second) = pair
print(second)
// expect: 1
var mutable = (name: "x", count: 0)
mutable.count += 2
print(mutable.count)
// expect: 2
