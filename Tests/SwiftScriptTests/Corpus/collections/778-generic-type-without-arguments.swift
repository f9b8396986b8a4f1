// Checks: Set, Array and Dictionary written without type arguments take them from the initial value (type(of:) said Set<Any>)
// A generic type written without its arguments takes them from the initial value.
let tags: Set = ["swift", "objc"]
print(type(of: tags), tags.count, tags.contains("swift"))
var ratios: Array = [1.5, 2]
ratios.append(3)
print(type(of: ratios), ratios)
let ages: Dictionary = ["ana": 31]
print(type(of: ages), ages["ana"]!)
var primes: Set = [2, 3, 5]
primes.insert(7)
print(primes.sorted(), type(of: primes))
// expect: Set<String> 2 true
// expect: Array<Double> [1.5, 2.0, 3.0]
// expect: Dictionary<String, Int> 31
// expect: [2, 3, 5, 7] Set<Int>
