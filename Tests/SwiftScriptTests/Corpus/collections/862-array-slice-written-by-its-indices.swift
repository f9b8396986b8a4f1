// Checks: var tail = numbers[2...]; tail[2] = 50 writes its first element, tail[3] += 1 its second (it wrote past them), summed over its indices
// A slice keeps its array's indices when written through: tail[2] is its first element.
let numbers = [8, 7, 5, 1]
var tail = numbers[2...]
tail[2] = 50
tail[3] += 1
print(tail, tail.startIndex, numbers)
var c = 0
for i in tail.indices { c += tail[i] }
print(c)
// expect: [50, 2] 2 [8, 7, 5, 1]
// expect: 52
