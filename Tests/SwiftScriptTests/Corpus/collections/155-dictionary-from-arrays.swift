// Checks: building dictionaries with zip, Dictionary(uniqueKeysWithValues:) and grouping
let names = ["a", "b", "c"]
let values = [1, 2, 3]
let dict = Dictionary(uniqueKeysWithValues: zip(names, values))
print(dict["b"]!, dict.count)
// expect: 2 3
let words = ["one", "two", "three", "four"]
let byLength = Dictionary(grouping: words, by: { $0.count })
for len in byLength.keys.sorted() {
  print(len, byLength[len]!)
}
// expect: 3 ["one", "two"]
// expect: 4 ["four"]
// expect: 5 ["three"]
print(Array(zip(names, values)).count)
// expect: 3
