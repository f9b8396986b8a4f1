// Checks: compactMap drops nils; forEach visits each element in order
let inputs = ["1", "two", "3", "", "5"]
let numbers = inputs.compactMap { Int($0) }
print(numbers)
// expect: [1, 3, 5]
print(inputs.map { Int($0) })
// expect: [Optional(1), nil, Optional(3), nil, Optional(5)]
numbers.forEach { n in
  print("item \(n)")
}
// expect: item 1
// expect: item 3
// expect: item 5
