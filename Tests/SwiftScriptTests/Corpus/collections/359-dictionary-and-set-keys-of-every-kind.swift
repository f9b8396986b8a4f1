// Checks: dictionary keys and set members of each hashable kind find their entries (equal keys
// meet, different ones do not): strings, characters, integers, doubles, optionals, enums with
// payloads, structs, arrays
enum Shape: Hashable { case circle(Int), square(Int), dot }
struct Point: Hashable { var x: Int; var y: Int }
var byName: [String: Int] = [:]
for word in ["a", "b", "a", "ab", "a"] { byName[word, default: 0] += 1 }
print(byName["a"]!, byName["ab"]!, byName["b"]!, byName["c"] == nil)
let letters: Set<Character> = ["x", "y", "x"]
print(letters.count, letters.contains("y"), letters.contains("z"))
var doubles: [Double: String] = [1.0: "one", 1.5: "one and a half"]
doubles[1] = "uno"
print(doubles.count, doubles[1.0]!, doubles[1.5]!)
var maybe: [Int?: String] = [nil: "none", 0: "zero"]
maybe[nil] = "nothing"
print(maybe.count, maybe[nil]!, maybe[0]!)
var shapes: [Shape: Int] = [:]
for shape in [Shape.circle(1), .square(1), .circle(1), .dot, .circle(2), .dot] { shapes[shape, default: 0] += 1 }
print(shapes[.circle(1)]!, shapes[.circle(2)]!, shapes[.square(1)]!, shapes[.dot]!, shapes[.square(2)] == nil)
var points: Set<Point> = []
for i in 0..<10 { points.insert(Point(x: i % 3, y: 0)) }
print(points.count, points.contains(Point(x: 2, y: 0)), points.contains(Point(x: 0, y: 1)))
var paths: [[Int]: String] = [[1, 2]: "a", [2, 1]: "b"]
paths[[1, 2]] = "c"
print(paths.count, paths[[1, 2]]!, paths[[2, 1]]!)
// expect: 3 1 1 true
// expect: 2 true false
// expect: 2 uno one and a half
// expect: 2 nothing zero
// expect: 2 1 1 2 true
// expect: 3 true false
// expect: 2 c b
