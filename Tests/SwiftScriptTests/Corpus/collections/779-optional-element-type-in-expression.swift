// Checks: [Int?]() and the other collection types with an optional element, written as expressions (it said 'cannot use optional chaining')
// An optional element type written in an expression: [Int?](), [String: Int?](), [String?](repeating:count:).
var r = [Int?]()
r.append(nil)
r.append(3)
print(r)
var m = [String: Int?]()
m["a"] = .some(nil)
print(m.count)
let d = [String?](repeating: nil, count: 2)
print(d)
func slots(_ n: Int) -> [Int?] {
  var out = [Int?]()
  for i in 0..<n { out.append(i % 2 == 0 ? i : nil) }
  return out
}
print(slots(4), slots(4).compactMap { $0 })
var names = [String: [Int?]]()
names["a", default: []].append(nil)
print(names)
// expect: [nil, Optional(3)]
// expect: 1
// expect: [nil, nil]
// expect: [Optional(0), nil, Optional(2), nil] [0, 2]
// expect: ["a": [nil]]
