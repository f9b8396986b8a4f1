// Checks: computed properties (get-only and get/set) and methods on a struct
struct Rect {
  var width: Double
  var height: Double
  var area: Double { width * height }
  var side: Double {
    get { width }
    set {
      width = newValue
      height = newValue
    }
  }
  func scaled(by f: Double) -> Rect {
    Rect(width: width * f, height: height * f)
  }
}
var r = Rect(width: 2, height: 3)
print(r.area)
// expect: 6.0
print(r.scaled(by: 2).area)
// expect: 24.0
r.side = 4
print(r, r.area)
// expect: Rect(width: 4.0, height: 4.0) 16.0
