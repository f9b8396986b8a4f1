// Checks: casting to protocol types with is/as?, Any holding optionals and structs, and printing of casted values.
protocol HasArea { var area: Double { get } }
struct Rect: HasArea { var w: Double, h: Double; var area: Double { w * h } }
struct Label { var text: String }
class Disk: HasArea { var r = 2.0; var area: Double { 3.0 * r * r } }
let items: [Any] = [Rect(w: 2, h: 3), Label(text: "hi"), Disk(), 7, "str", [1, 2]]
for item in items {
    if let a = item as? HasArea {
        print("area \(a.area)")
    } else {
        print("no area: \(item)")
    }
}
print(items.filter { $0 is HasArea }.count)
let r: Any = Rect(w: 1, h: 1)
print(r)
print(r is Rect, r is Label)
let arr: Any = [1, 2, 3]
if let ints = arr as? [Int] { print(ints.reduce(0, +)) }
if let ds = arr as? [Double] { print("doubles", ds) } else { print("not doubles") }
let dict: Any = ["b": 2, "a": 1]
if let d = dict as? [String: Int] { print(d.keys.sorted(), d["a"]!) }
let labelOpt: Label? = Label(text: "x")
print(labelOpt as Any)
let wrapped: Any = labelOpt as Any
if let l = wrapped as? Label { print("unwrapped", l.text) }
// expect: area 6.0
// expect: no area: Label(text: "hi")
// expect: area 12.0
// expect: no area: 7
// expect: no area: str
// expect: no area: [1, 2]
// expect: 2
// expect: Rect(w: 1.0, h: 1.0)
// expect: true false
// expect: 6
// expect: not doubles
// expect: ["a", "b"] 1
// expect: Optional(main.Label(text: "x"))
// expect: unwrapped x
