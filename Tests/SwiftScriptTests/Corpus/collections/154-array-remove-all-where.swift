// Checks: removeAll(where:), removeFirst, append(contentsOf:) and index iteration
var items = [1, 2, 3, 4, 5, 6]
items.removeAll { $0 % 2 == 0 }
print(items)
// expect: [1, 3, 5]
let head = items.removeFirst()
print(head, items)
// expect: 1 [3, 5]
items.append(contentsOf: [7, 9])
print(items)
// expect: [3, 5, 7, 9]
for i in items.indices {
  items[i] *= 2
}
print(items)
// expect: [6, 10, 14, 18]
