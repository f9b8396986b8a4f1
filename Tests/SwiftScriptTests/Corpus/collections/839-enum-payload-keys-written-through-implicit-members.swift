// Checks: dictionary writes (=, += with default:, append with default:) whose keys are implicit members with payloads, at the prompt and in a loop
// A dictionary keyed by an enum with payloads, written through implicit member keys that are
// calls (.b(2)): the key takes its type from the dictionary, at the prompt and in a loop.
enum Key: Hashable { case a, b(Int), named(String) }
var counts: [Key: Int] = [.a: 1, .b(2): 2]
counts[.b(2)] = 5
counts[.b(3), default: 0] += 7
counts[.named("x")] = 1
var groups: [Key: [Int]] = [:]
for i in 0..<6 {
  counts[.b(i % 2), default: 10] += 1
  groups[.b(i % 3), default: []].append(i)
}
print(counts[.b(2)]!, counts[.b(3)]!, counts[.b(0)]!, counts[.b(1)]!, counts[.named("x")]!, counts[.b(9)] as Any)
print(groups[.b(0)]!, groups[.b(1)]!, groups[.b(2)]!, groups.count)
// expect: 5 7 13 13 1 nil
// expect: [0, 3] [1, 4] [2, 5] 3
