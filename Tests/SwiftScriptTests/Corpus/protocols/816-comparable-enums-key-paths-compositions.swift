// Checks: synthesized Comparable for an enum without raw values, a Comparable raw-value enum, key paths as values and in sorting, a protocol composition parameter, P.Type, an extension on Collection where Element == Int, Mirror children
enum Level: Int, Comparable { case low = 1, mid, high
  static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue } }
enum Size: Comparable { case small, medium, large }
print([Size.large, .small, .medium].sorted(), Size.small < .large, [Level.high, .low].max()!)
struct P { var name: String; var age: Int }
let people = [P(name: "a", age: 3), P(name: "b", age: 1)]
let kp = \P.age
print(people.map(\.name), people[0][keyPath: kp], people.sorted { $0[keyPath: kp] < $1[keyPath: kp] }.map(\.name))
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
extension P: Named, Aged {}
func show(_ x: Named & Aged) -> String { "\(x.name):\(x.age)" }
print(show(people[0]))
let t: P.Type = P.self
print(t, type(of: people[0]) == P.self)
extension Collection where Element == Int { var total: Int { reduce(0, +) } }
print([1, 2, 3].total, Set([4, 5]).total)
let m = Mirror(reflecting: people[1])
for child in m.children { print(child.label ?? "-", child.value) }
// expect: [main.Size.small, main.Size.medium, main.Size.large] true high
// expect: ["a", "b"] 3 ["b", "a"]
// expect: a:3
// expect: P true
// expect: 6 9
// expect: name b
// expect: age 1
