// Checks: append in compiled loops: an Int literal to a [Double], nil and a T! value to an [Int?], a T! value to an [Int], a closure, an untyped array, an element of an array of arrays, a struct's property; a copy taken before keeps its value
var ds: [Double] = []
var maybes: [Int?] = []
var actions: [() -> Int] = []
var words = ["a"]
var grid: [[Int]] = [[], []]
struct Bag { var items: [String] = [] }
var bag = Bag()
let forced: Int! = 4
var ints: [Int] = []
for i in 0..<3 {
  ds.append(1)
  ds.append(Double(i) / 2)
  maybes.append(i == 1 ? nil : i)
  maybes.append(forced)
  ints.append(forced)
  actions.append({ i * 10 })
  words.append("w\(i)")
  grid[i % 2].append(i)
  bag.items.append(String(i))
}
let snapshot = ds
ds.append(9)
print(ds, snapshot.count, maybes, ints, actions.map { $0() }, words, grid, bag.items)
// expect: [1.0, 0.0, 1.0, 0.5, 1.0, 1.0, 9.0] 6 [Optional(0), Optional(4), nil, Optional(4), Optional(2), Optional(4)] [4, 4, 4] [0, 10, 20] ["a", "w0", "w1", "w2"] [[0, 2], [1]] ["0", "1", "2"]
