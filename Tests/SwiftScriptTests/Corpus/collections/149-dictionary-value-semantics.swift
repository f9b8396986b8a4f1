// Checks: dictionaries are values; nested arrays in dictionaries mutate in place
var a = ["x": 1]
var b = a
b["x"] = 2
print(a["x"]!, b["x"]!)
// expect: 1 2
var groups: [String: [String]] = [:]
groups["fruit", default: []].append("apple")
groups["fruit", default: []].append("pear")
groups["veg"] = ["kale"]
groups["veg"]?.append("leek")
for k in groups.keys.sorted() {
  print(k, groups[k]!)
}
// expect: fruit ["apple", "pear"]
// expect: veg ["kale", "leek"]
