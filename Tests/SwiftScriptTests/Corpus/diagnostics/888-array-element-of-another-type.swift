// Checks: a String stored into an [Int] made by [Int](): rejected before it runs (it trapped on the index)
var scores = [Int]()
scores.append(10)
scores[1] = "twenty"
print(scores)
// expect-diagnostic: cannot assign value of type 'String' to subscript of type 'Int'
// expect-diagnostic-line: 4
