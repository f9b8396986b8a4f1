// The same in a compiled loop, for an Int value changed by += and for an array appended to.
var groups: [String: [Int]] = [:]
var counts: [String: Int] = [:]
for key in ["x", "y", "x"] {
  groups[key, default: []].append(key.count)
  counts[key, default: 0] += 2
}
print(groups["x"]!, counts["x"]!, counts["y"]!)
for key in ["z"] {
  counts[key, default: counts.count] += 1
}
print("never printed")
// expect: [1, 1] 4 2
// expect-fault: Simultaneous accesses to 0x…, but modification requires exclusive access.
