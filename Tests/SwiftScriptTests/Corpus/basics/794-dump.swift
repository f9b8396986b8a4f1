// Checks: dump(_:) writes a value and its parts as Swift's dump does (structs, classes with super and #numbers, a second visit, enums, optionals, tuples, collections, CustomStringConvertible) and gives the value back (it said "cannot find 'dump' in scope")
// dump(_:) writes a value and its parts as Swift's dump does, and gives the value back.
struct Point { var x = 1; var y: Double = 2 }
class Base { var id = 7 }
class Node: Base { var value = 3; var next: Node? = nil; let tag = "t" }
enum Shape { case circle(radius: Double), square(Int), empty, pair(Int, String) }
struct Named: CustomStringConvertible { var name = "n"; var description: String { "Named(\(name))" } }
struct Line { var from = Point(); var to = Point(x: 5, y: 6); var label: String? = nil }
dump(Point())
dump([1, 2])
let node = Node()
node.next = Node()
dump(node)
node.next = node
dump(node)
dump(Shape.circle(radius: 1.5))
dump(Shape.square(4))
dump(Shape.empty)
dump(Shape.pair(1, "b"))
dump("text")
dump(Optional(5))
dump(Optional<Int>.none)
dump((1, "a"))
dump((x: 1, y: 2))
dump(Named())
dump(Line())
dump(["k": [1]])
dump(Set([3]))
let same = dump(Point(x: 9))
print(same.x)
// expect: ▿ main.Point
// expect:   - x: 1
// expect:   - y: 2.0
// expect: ▿ 2 elements
// expect:   - 1
// expect:   - 2
// expect: ▿ main.Node #0
// expect:   ▿ super: main.Base
// expect:     - id: 7
// expect:   - value: 3
// expect:   ▿ next: Optional(main.Node)
// expect:     ▿ some: main.Node #1
// expect:       ▿ super: main.Base
// expect:         - id: 7
// expect:       - value: 3
// expect:       - next: nil
// expect:       - tag: "t"
// expect:   - tag: "t"
// expect: ▿ main.Node #0
// expect:   ▿ super: main.Base
// expect:     - id: 7
// expect:   - value: 3
// expect:   ▿ next: Optional(main.Node)
// expect:     ▿ some: main.Node #0
// expect:   - tag: "t"
// expect: ▿ main.Shape.circle
// expect:   ▿ circle: (1 element)
// expect:     - radius: 1.5
// expect: ▿ main.Shape.square
// expect:   - square: 4
// expect: - main.Shape.empty
// expect: ▿ main.Shape.pair
// expect:   ▿ pair: (2 elements)
// expect:     - .0: 1
// expect:     - .1: "b"
// expect: - "text"
// expect: ▿ Optional(5)
// expect:   - some: 5
// expect: - nil
// expect: ▿ (2 elements)
// expect:   - .0: 1
// expect:   - .1: "a"
// expect: ▿ (2 elements)
// expect:   - x: 1
// expect:   - y: 2
// expect: ▿ Named(n)
// expect:   - name: "n"
// expect: ▿ main.Line
// expect:   ▿ from: main.Point
// expect:     - x: 1
// expect:     - y: 2.0
// expect:   ▿ to: main.Point
// expect:     - x: 5
// expect:     - y: 6.0
// expect:   - label: nil
// expect: ▿ 1 key/value pair
// expect:   ▿ (2 elements)
// expect:     - key: "k"
// expect:     ▿ value: 1 element
// expect:       - 1
// expect: ▿ 1 member
// expect:   - 3
// expect: ▿ main.Point
// expect:   - x: 9
// expect:   - y: 2.0
// expect: 9
