// Checks: calling a misspelled property on a struct
struct Point {
  var x: Double
  var y: Double
  var length: Double { (x * x + y * y).squareRoot() }
}
let p = Point(x: 3, y: 4)
print(p.lenght)
// expect-diagnostic: value of type 'Point' has no member 'lenght'; did you mean 'length'?
// expect-diagnostic-line: 8
