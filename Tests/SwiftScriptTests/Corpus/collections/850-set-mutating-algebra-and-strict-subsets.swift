// Checks: formIntersection, formSymmetricDifference, subtract, update(with:), isStrictSubset(of:), isStrictSuperset(of:) (rejected as members before)
// The mutating set operations of the Collection Types chapter's set algebra, and the strict
// subset/superset tests (sorted before printing: a set's order is Swift's own).
var odds: Set = [1, 3, 5, 7, 9]
let primes: Set = [2, 3, 5, 7]
var both = odds
both.formIntersection(primes)
print(both.sorted())
var either = odds
either.formSymmetricDifference(primes)
print(either.sorted())
odds.subtract(primes)
print(odds.sorted())
odds.subtract([1, 100])
print(odds.sorted())
var letters: Set<Character> = ["a", "c"]
print(letters.update(with: "a") ?? "-", letters.update(with: "z") ?? "-", letters.count)
let small: Set = [3, 5]
print(small.isStrictSubset(of: primes), primes.isStrictSuperset(of: small), primes.isStrictSubset(of: primes))
print(primes.isStrictSuperset(of: primes), small.isStrictSubset(of: [3, 5, 8]), small.isStrictSubset(of: [5]))
// expect: [3, 5, 7]
// expect: [1, 2, 9]
// expect: [1, 9]
// expect: [9]
// expect: a - 3
// expect: true true false
// expect: false true false
