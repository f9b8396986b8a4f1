// Checks: for-in over an array and over enumerated() offsets and elements
let fruits = ["apple", "pear", "fig"]
for fruit in fruits {
  print(fruit.count, terminator: ",")
}
print()
// expect: 5,4,3,
for (index, fruit) in fruits.enumerated() {
  print("\(index): \(fruit)")
}
// expect: 0: apple
// expect: 1: pear
// expect: 2: fig
