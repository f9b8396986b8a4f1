// Checks: generic typealiases expand with their arguments; (Int, String).self
// Generic typealiases: of a tuple, a function type, a dictionary of arrays (a constrained parameter) and an array; a tuple of types and an array of tuples as .self.
typealias Pair<T> = (T, T)
typealias Handler<Value> = (Value) -> String
typealias Table<Key: Hashable, Row> = [Key: [Row]]
func swap<T>(_ p: Pair<T>) -> Pair<T> { (p.1, p.0) }
let show: Handler<Int> = { "#\($0)" }
var table: Table<String, Int> = [:]
table["a", default: []].append(1)
print(swap((1, 2)), show(7), table)
print(type(of: swap(("a", "b"))), (Int, String).self, [(Int, Double)].self)
struct Point { var x = 0 }
typealias Points<T> = [T]
let ps: Points<Point> = [Point(), Point(x: 2)]
print(ps.map(\.x))
// expect: (2, 1) #7 ["a": [1]]
// expect: (String, String) (Int, String) Array<(Int, Double)>
// expect: [0, 2]
