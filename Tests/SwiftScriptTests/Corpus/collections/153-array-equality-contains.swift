// Checks: == on arrays and dictionaries, and elementsEqual
print([1, 2, 3] == [1, 2, 3], [1, 2] == [2, 1])
// expect: true false
print(["a": 1, "b": 2] == ["b": 2, "a": 1])
// expect: true
let nested = [[1], [2, 3]]
print(nested.contains([2, 3]))
// expect: true
print(nested.flatMap { $0 })
// expect: [1, 2, 3]
print([String]() == [])
// expect: true
