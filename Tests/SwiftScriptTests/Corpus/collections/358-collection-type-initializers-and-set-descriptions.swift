// Checks: collection types called as initializers, nested ones included, and a set printed alone (like an array) and inside a collection (as Set([...]))
var groups = [String: [Int]]()
groups["a", default: []].append(1)
var grid = [[Double]]()
grid.append([0.5])
var names = [String: String]()
names["x"] = "y"
var tags = Set<String>()
tags.insert("swift")
print(groups, grid, names, tags)
print([tags], "\(tags)")
let numbers: Set = [7]
print(numbers, Optional(numbers) as Any)
// expect: ["a": [1]] [[0.5]] ["x": "y"] ["swift"]
// expect: [Set(["swift"])] ["swift"]
// expect: [7] Optional(Set([7]))
