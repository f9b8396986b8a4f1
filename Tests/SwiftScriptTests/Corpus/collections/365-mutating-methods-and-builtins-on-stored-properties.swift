// Checks: a struct's mutating method called in a loop changes the stored struct; inside methods, builtins change self's stored properties (a struct's in a mutating method, a class instance's anywhere); a copy taken before keeps its value
struct Log {
  var items: [Int] = []
  var tags: Set<String> = []
  mutating func add(_ x: Int) { items.append(x); tags.insert("t\(x % 2)") }
}
var log = Log()
for i in 0..<5 { log.add(i) }
let snapshot = log
log.add(9)
print(snapshot.items, log.items, log.tags.sorted())
final class Bag {
  var counts: [String: [Int]] = [:]
  func put(_ key: String, _ value: Int) { counts[key, default: []].append(value) }
}
let bag = Bag()
for i in 0..<6 { bag.put(i % 2 == 0 ? "even" : "odd", i) }
print(bag.counts["even"]!, bag.counts["odd"]!)
var logs = [Log(), Log()]
for i in 0..<4 { logs[i % 2].add(i) }
print(logs.map { $0.items })
// expect: [0, 1, 2, 3, 4] [0, 1, 2, 3, 4, 9] ["t0", "t1"]
// expect: [0, 2, 4] [1, 3, 5]
// expect: [[0, 2], [1, 3]]
