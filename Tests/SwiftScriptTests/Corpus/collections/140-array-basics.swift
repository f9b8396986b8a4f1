// Checks: array literals, append, insert(_:at:), remove(at:), removeLast, count and isEmpty
var list = [10, 20, 30]
list.append(40)
list.insert(5, at: 0)
print(list, list.count)
// expect: [5, 10, 20, 30, 40] 5
let removed = list.remove(at: 2)
print(removed, list)
// expect: 20 [5, 10, 30, 40]
let last = list.removeLast()
print(last, list)
// expect: 40 [5, 10, 30]
var empty: [String] = []
print(empty.isEmpty, empty.count)
// expect: true 0
empty += ["a", "b"]
print(empty)
// expect: ["a", "b"]
