// Checks: sorted() returns a new array, sort() sorts in place, reversed() wrapped in Array
var scores = [42, 7, 19, 88]
let ascending = scores.sorted()
print(ascending, scores)
// expect: [7, 19, 42, 88] [42, 7, 19, 88]
scores.sort(by: >)
print(scores)
// expect: [88, 42, 19, 7]
print(Array(scores.reversed()))
// expect: [7, 19, 42, 88]
let names = ["bob", "amy", "cat"]
print(names.sorted().joined(separator: ", "))
// expect: amy, bob, cat
