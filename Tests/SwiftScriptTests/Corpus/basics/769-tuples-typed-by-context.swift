// Checks: a tuple literal takes the labels and element types its context gives (a computed property's newValue, a labeled variable, an array's inferred element type, a dictionary's value type, an optional)
// A tuple takes the labels and element types its context gives it.
struct Rect {
  var origin = (x: 0.0, y: 0.0)
  var size = (width: 4.0, height: 2.0)
  var center: (x: Double, y: Double) {
    get { (origin.x + size.width / 2, origin.y + size.height / 2) }
    set { origin = (newValue.x - size.width / 2, newValue.y - size.height / 2) }
  }
}
var square = Rect()
square.center = (10, 10)
print(square.origin, square.center)
square.size = (1, 1)
print(square.size, square.size.width)

var point = (x: 1.0, y: 2.0)
point = (3, 4)
print(point, point.x)

var path = [(x: 1, y: 2), (3, 4)]
var labeled = [(x: 1, y: 2), (x: 3, y: 4)]
labeled.append((5, 6))
print(labeled, labeled[2].y)
path.append((5, 6))
path.insert((0, 0), at: 0)
print(path, path[1].1)

var scores: [String: (wins: Int, ratio: Double)] = [:]
scores["ana"] = (3, 1)
print(scores["ana"]!, scores["ana"]!.ratio)

var maybe: (Double, Double)? = (1, 2)
print(maybe!)
maybe = nil
print(maybe as Any)

func extremes() -> (min: Int, max: Double) { (1, 2) }
print(extremes(), extremes().max)
let mixed = [(a: 1, b: 2.5), (a: 2, b: 3)]
print(mixed)
// expect: (x: 8.0, y: 9.0) (x: 10.0, y: 10.0)
// expect: (width: 1.0, height: 1.0) 1.0
// expect: (x: 3.0, y: 4.0) 3.0
// expect: [(x: 1, y: 2), (x: 3, y: 4), (x: 5, y: 6)] 6
// expect: [(0, 0), (1, 2), (3, 4), (5, 6)] 2
// expect: (wins: 3, ratio: 1.0) 1.0
// expect: (1.0, 2.0)
// expect: nil
// expect: (min: 1, max: 2.0) 2.0
// expect: [(a: 1, b: 2.5), (a: 2, b: 3.0)]
