// Checks: a dictionary keyed by an enum is written with implicit member keys: assignment, op= with default:, append through default:, in loops and methods
// A dictionary keyed by an enum, written with implicit member keys: `counts[.small] = 1`,
// `counts[.small, default: 0] += 1` and `lists[.large, default: []].append(x)`, at the top level,
// in a loop, and on a class's property inside its method.
enum Size: Hashable { case small, large }
var counts: [Size: Int] = [:]
counts[.small] = 5
counts[.large, default: 0] += 1
for i in 0..<4 { counts[.small, default: 0] += i }
print(counts[.small]!, counts[.large]!)
var lists: [Size: [String]] = [:]
for word in ["a", "b"] {
  lists[.small, default: []].append(word)
  lists[.large, default: ["x"]].append(word)
}
lists[.small] = lists[.small, default: []] + ["c"]
print(lists[.small]!, lists[.large]!)
final class Tally {
  var counts: [Size: Int] = [:]
  var seen: [Size: [Int]] = [:]
  func add(_ n: Int) {
    for i in 0..<n {
      counts[.large, default: 0] += 1
      counts[.small] = i
      seen[.small, default: []].append(i)
    }
  }
}
let tally = Tally()
tally.add(3)
print(tally.counts[.large]!, tally.counts[.small]!, tally.seen[.small]!)
// expect: 11 1
// expect: ["a", "b", "c"] ["x", "a", "b"]
// expect: 3 2 [0, 1, 2]
