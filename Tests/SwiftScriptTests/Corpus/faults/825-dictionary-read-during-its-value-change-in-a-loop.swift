// The same in a compiled loop: a dictionary's array changed through d[key, default: []] by
// removeAll(where:), whose closure reads the dictionary, traps as Swift does.
var groups: [String: [Int]] = ["a": [1, 2, 3]]
for key in ["a"] {
  groups[key, default: []].removeAll(where: { $0 == 2 })
}
print(groups)
for key in ["a"] {
  groups[key, default: []].removeAll(where: { $0 > groups.count })
}
print("never printed")
// expect: ["a": [1, 3]]
// expect-fault: Simultaneous accesses to 0x…, but modification requires exclusive access.
