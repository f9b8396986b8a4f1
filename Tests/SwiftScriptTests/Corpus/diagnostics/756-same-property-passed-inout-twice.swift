// Checks: a local struct's distinct properties may be passed `inout` together; the same property twice is rejected as overlapping accesses to it
struct Point {
  var x = 0
  var y = 0
}

func move(_ a: inout Int, _ b: inout Int) {
  a += 1
  b += 2
}

func demo() {
  var point = Point()
  move(&point.x, &point.y)
  print(point)
  move(&point.x, &point.x)
}
demo()
// expect-diagnostic: overlapping accesses to 'point.x', but modification requires exclusive access; consider copying to a local variable
// expect-diagnostic-line: 16
