// Checks: Sequence.count(where:) (Swift 6) on every kind of sequence, with a trailing closure too, in a loop
// count(where:) of arrays, strings, sets, dictionaries, ranges, zips and strides (it was 'cannot call value of non-function type Int')
let a = [1, 2, 3, 4]
print(a.count(where: { $0 > 1 }), a.count { $0.isMultiple(of: 2) })
print("banana".count(where: { $0 == "a" }), Set([1, 5, 9]).count(where: { $0 > 4 }))
print(["a": 1, "b": 2].count(where: { $0.value > 1 }), (1...10).count(where: { $0 % 3 == 0 }))
let pairs = zip(["x", "y", "z"], [1, 2, 3])
print(pairs.count(where: { $0.1 >= 2 }), pairs.first(where: { $0.1 == 2 })!)
print(stride(from: 0, to: 20, by: 5).count(where: { $0 > 5 }))
for i in 0..<2 { print(i, a.count(where: { $0 > i })) }
print(a.count, a.first!, a.last!)
// expect: 3 2
// expect: 3 2
// expect: 1 3
// expect: 2 ("y", 2)
// expect: 2
// expect: 0 4
// expect: 1 3
// expect: 4 1 4
