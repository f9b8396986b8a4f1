// Checks: groups[key(), default: fresh()].append(value()) runs the key, the arguments, then the default for an absent key only (insert(_:at:) too, and a set's insert in a loop)
// A mutating method through d[key, default: value]: the key, then the method's arguments, then
// the default (for an absent key only), as Swift runs them; at the prompt and in a loop.
var log: [String] = []
var groups: [String: [Int]] = [:]
func key(_ k: String) -> String { log.append("key \(k)"); return k }
func fresh() -> [Int] { log.append("default"); return [0] }
func value(_ v: Int) -> Int { log.append("value \(v)"); return v }
groups[key("x"), default: fresh()].append(value(1))
groups[key("x"), default: fresh()].append(value(2))
groups[key("y"), default: fresh()].insert(value(3), at: 0)
print(groups["x"]!, groups["y"]!)
print(log)
log = []
var words: [Int: Set<String>] = [:]
func tag(_ s: String) -> String { log.append(s); return s }
for i in 0..<3 { words[i % 2, default: []].insert(tag("w\(i)")) }
print(words[0]!.sorted(), words[1]!.sorted(), log)
// expect: [0, 1, 2] [3, 0]
// expect: ["key x", "value 1", "default", "key x", "value 2", "key y", "value 3", "default"]
// expect: ["w0", "w2"] ["w1"] ["w0", "w1", "w2"]
