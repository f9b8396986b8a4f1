// A dictionary's default: value is made during the change of the dictionary: a default that reads
// the dictionary itself meets Swift's exclusivity trap (the workbook saw the emptied variable:
// "value of type '()' has no member 'count'"). A default reading another variable is fine.
var counts: [String: Int] = [:]
var seed = 10
counts["a", default: seed] += 1
counts["a", default: seed] += 1
print(counts)
counts["b", default: counts.count] += 1
print("never printed")
// expect: ["a": 12]
// expect-fault: Simultaneous accesses to 0x…, but modification requires exclusive access.
