// Checks: closed and half-open ranges, count, contains and looping
let closed = 1...5
let open = 1..<5
print(closed.count, open.count)
// expect: 5 4
print(closed.contains(5), open.contains(5))
// expect: true false
var sum = 0
for i in open {
  sum += i
}
print(sum)
// expect: 10
print(closed)
// expect: 1...5
print(open)
// expect: 1..<5
print(Array(3...6))
// expect: [3, 4, 5, 6]
