// Checks: optional chaining on dictionary subscripts (testScores["Dave"]?[0] = 91), appending through chains, and sorted-key printing.
var testScores = ["Dave": [86, 82, 84], "Bev": [79, 94, 81]]
testScores["Dave"]?[0] = 91
testScores["Bev"]?[0] += 1
testScores["Brian"]?[0] = 72
for key in testScores.keys.sorted() { print(key, testScores[key]!) }
print(testScores["Brian"] as Any)
testScores["Dave"]?.append(100)
print(testScores["Dave"]?.count as Any, testScores["Zed"]?.count as Any)
let firstBev = testScores["Bev"]?.first
print(firstBev as Any)
if let last = testScores["Dave"]?.last { print("last", last) }
var nested: [String: [String: Int]] = ["a": ["x": 1]]
nested["a"]?["y"] = 2
nested["b"]?["z"] = 3
print(nested["a"]?.keys.sorted() as Any, nested["b"] as Any)
print(nested["a"]?["x"] as Any, nested["a"]?["q"] as Any)
let result = (testScores["Dave"]?[1] = 0) != nil
print(result, testScores["Dave"]!)
var maybeArray: [Int]? = [1, 2, 3]
maybeArray?[1] = 20
print(maybeArray as Any)
maybeArray = nil
maybeArray?.append(4)
print(maybeArray as Any)
// expect: Bev [80, 94, 81]
// expect: Dave [91, 82, 84]
// expect: nil
// expect: Optional(4) nil
// expect: Optional(80)
// expect: last 100
// expect: Optional(["x", "y"]) nil
// expect: Optional(1) nil
// expect: true [91, 0, 84, 100]
// expect: Optional([1, 20, 3])
// expect: nil
