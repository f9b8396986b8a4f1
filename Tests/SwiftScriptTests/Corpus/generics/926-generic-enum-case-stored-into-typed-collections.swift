// Checks: a generic enum's case that names no payload takes the type arguments the place it is stored into writes: an array's append, insert and append(contentsOf:), +=, an element or dictionary value assigned, a variable assigned, an inout parameter's array, a stored property's array in a method, an optional (the workbook printed main.Box.empty, and rejected append(contentsOf: [.empty]) with: cannot infer contextual base in reference to member 'empty')
enum Box<T> { case empty; case full(T) }
var boxes: [Box<Int>] = []
boxes.append(.empty)
boxes.append(.full(3))
boxes += [.empty]
print(boxes)
var d: [String: Box<String>] = [:]
d["a"] = .empty
print(d)
let o: Box<Int>? = .empty
print(o as Any)
func f() -> [Box<Bool>] { [.empty] }
print(f())
boxes = []
for i in 0..<3 {
  if i % 2 == 0 { boxes.append(.empty) } else { boxes.insert(.full(i), at: 0) }
}
print(boxes)
var one: Box<String> = .full("x")
one = .empty
print(one)
boxes[0] = .empty
boxes.append(contentsOf: [.empty])
print(boxes)
func fill(_ list: inout [Box<Double>]) { list.append(.empty) }
var ds: [Box<Double>] = []
fill(&ds)
print(ds)
struct Shelf {
  var items: [Box<Int>] = []
  mutating func add() { items.append(.empty) }
}
var s = Shelf()
s.add()
print(s.items)
var m: [String: Box<Int>] = [:]
for k in ["a", "b"] { m[k] = .empty }
print(m.sorted { $0.key < $1.key })
// expect: [main.Box<Swift.Int>.empty, main.Box<Swift.Int>.full(3), main.Box<Swift.Int>.empty]
// expect: ["a": main.Box<Swift.String>.empty]
// expect: Optional(main.Box<Swift.Int>.empty)
// expect: [main.Box<Swift.Bool>.empty]
// expect: [main.Box<Swift.Int>.full(1), main.Box<Swift.Int>.empty, main.Box<Swift.Int>.empty]
// expect: empty
// expect: [main.Box<Swift.Int>.empty, main.Box<Swift.Int>.empty, main.Box<Swift.Int>.empty, main.Box<Swift.Int>.empty]
// expect: [main.Box<Swift.Double>.empty]
// expect: [main.Box<Swift.Int>.empty]
// expect: [(key: "a", value: main.Box<Swift.Int>.empty), (key: "b", value: main.Box<Swift.Int>.empty)]
