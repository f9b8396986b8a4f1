// Checks: union, intersection, subtracting and isSubset, printed sorted
let a: Set = [1, 2, 3, 4]
let b: Set = [3, 4, 5]
print(a.union(b).sorted())
// expect: [1, 2, 3, 4, 5]
print(a.intersection(b).sorted())
// expect: [3, 4]
print(a.subtracting(b).sorted())
// expect: [1, 2]
print(a.symmetricDifference(b).sorted())
// expect: [1, 2, 5]
print(Set([3, 4]).isSubset(of: a), a.isDisjoint(with: [9]))
// expect: true true
