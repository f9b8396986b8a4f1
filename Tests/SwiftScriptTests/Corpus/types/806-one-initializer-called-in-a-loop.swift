// Checks: a class and a struct made by their one initializer in loops: arguments before the body, default values first, parameters converted, deinit on the last reference, nested constructions
// A class and a struct made by their one initializer, again and again (the compiled tier's
// direct path): arguments evaluated in order before the body, default values first, parameters
// converted to their types, `deinit` when the last reference goes, nested constructions.
var log: [String] = []
func note(_ s: String, _ n: Int) -> Int { log.append(s); return n }
final class Counter {
  var hits = note("default", 0)
  let id: Int
  let scale: Double
  init(id: Int, scale: Double) {
    log.append("init \(id)")
    self.id = id
    self.scale = scale
    hits += 1
  }
  deinit { log.append("deinit \(id)") }
}
struct Point {
  var x: Double
  var y: Double
  var tag = note("tag", 7)
  init(x: Double, y: Double) { self.x = x * 2; self.y = y }
}
final class Link {
  let value: Int
  let next: Link?
  init(value: Int, next: Link?) { self.value = value; self.next = next }
}
var keep: [Counter] = []
for i in 0..<3 {
  let c = Counter(id: note("id", i), scale: 1)
  if i != 1 { keep.append(c) }
  print(c.id, c.scale, c.hits)
}
print(log)
log = []
var points: [Point] = []
for i in 0..<3 { points.append(Point(x: Double(note("x", i)), y: 0.5)) }
print(points.map(\.x), points.map(\.tag), log)
var chain: Link? = nil
for i in 0..<4 { chain = Link(value: i, next: Link(value: i * 10, next: chain)) }
var values: [Int] = []
var node = chain
while let current = node { values.append(current.value); node = current.next }
print(values)
log = []
keep.removeAll()
print(log)
// expect: 0 1.0 1
// expect: 1 1.0 1
// expect: 2 1.0 1
// expect: ["id", "default", "init 0", "id", "default", "init 1", "deinit 1", "id", "default", "init 2"]
// expect: [0.0, 2.0, 4.0] [7, 7, 7] ["x", "tag", "x", "tag", "x", "tag"]
// expect: [3, 30, 2, 20, 1, 10, 0, 0]
// expect: ["deinit 0", "deinit 2"]
