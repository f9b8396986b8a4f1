// Checks: appends in a loop convert to the element type, leave copies alone, run observers, and default a dictionary's absent key only
// Appending in a loop, where the array or the dictionary's array is stored: the element takes
// the element type, a copy taken before keeps what it had, observers run, and a dictionary's
// default value stands only for a key it lacks, after the appended element is evaluated.
var readings: [Double] = []
for i in 0..<3 { readings.append(1); readings.append(Double(i) / 2) }
print(readings)
var before = readings
for _ in 0..<2 { readings.append(readings.count > 6 ? 7 : 6) }
print(before.count, readings.count, readings.last!)
var actions: [() -> String] = []
for name in ["ana", "ben"] { actions.append({ "hello \(name)" }) }
print(actions.map { $0() })
var log: [String] = [] {
  didSet { print("log now has \(log.count)") }
}
for word in ["a", "b"] { log.append(word) }
func label(_ i: Int) -> String {
  print("value \(i)")
  return "#\(i)"
}
var groups: [Int: [String]] = [:]
for i in 0..<4 { groups[i % 2, default: ["start"]].append(label(i)) }
print(groups.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" })
let snapshot = groups
for i in 0..<2 { groups[1, default: []].append("x\(i)") }
print(snapshot[1]!, groups[1]!)
var nested: [String: [Double]] = [:]
for i in 0..<3 { nested["k", default: []].append(1); nested["k", default: []].append(Double(i)) }
print(nested)
// expect: [1.0, 0.0, 1.0, 0.5, 1.0, 1.0]
// expect: 6 8 7.0
// expect: ["hello ana", "hello ben"]
// expect: log now has 1
// expect: log now has 2
// expect: value 0
// expect: value 1
// expect: value 2
// expect: value 3
// expect: ["0: [\"start\", \"#0\", \"#2\"]", "1: [\"start\", \"#1\", \"#3\"]"]
// expect: ["start", "#1", "#3"] ["start", "#1", "#3", "x0", "x1"]
// expect: ["k": [1.0, 0.0, 1.0, 1.0, 1.0, 2.0]]
