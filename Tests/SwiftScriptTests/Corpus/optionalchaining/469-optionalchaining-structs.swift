// Checks: optional chaining through struct values, mutating methods via ?., multi-level chains, printing Optional(main.Type) values, and flatMap/map comparisons.
struct Point { var x: Int; var y: Int
    mutating func moveBy(_ dx: Int) { x += dx }
}
struct Shape { var origin: Point?; var name: String }
struct Canvas { var shapes: [String: Shape] = [:]; var selected: Shape? }
var canvas = Canvas()
canvas.selected = Shape(origin: Point(x: 1, y: 2), name: "box")
print(canvas.selected?.origin as Any)
canvas.selected?.origin?.moveBy(10)
print(canvas.selected?.origin?.x as Any)
canvas.selected?.origin?.y = 99
print(canvas.selected as Any)
canvas.shapes["c"] = Shape(origin: nil, name: "circle")
print(canvas.shapes["c"]?.origin?.x as Any)
canvas.shapes["c"]?.origin?.x = 5
print(canvas.shapes["c"]?.origin as Any)
canvas.shapes["c"]?.origin = Point(x: 0, y: 0)
canvas.shapes["c"]?.origin?.moveBy(-3)
print(canvas.shapes["c"]!.origin!)
let names = canvas.selected.map { $0.name }
print(names as Any)
let o: Point?? = canvas.selected?.origin
print(o as Any)
let maybe: Shape? = nil
print(maybe?.name.count as Any, maybe?.origin?.x ?? -1)
let s: String? = "hello"
print(s?.uppercased().count as Any, s?.first as Any)
// expect: Optional(main.Point(x: 1, y: 2))
// expect: Optional(11)
// expect: Optional(main.Shape(origin: Optional(main.Point(x: 11, y: 99)), name: "box"))
// expect: nil
// expect: nil
// expect: Point(x: -3, y: 0)
// expect: Optional("box")
// expect: Optional(Optional(main.Point(x: 11, y: 99)))
// expect: nil -1
// expect: Optional(5) Optional("h")
