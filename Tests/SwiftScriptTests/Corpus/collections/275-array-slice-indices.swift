// Checks: an array slice keeps the indices of the array it came from
let numbers = [10, 20, 30, 40, 50]
let tail = numbers[2...]
print(tail, tail.startIndex, tail.endIndex)
print(tail[3], tail.first!)
print(Array(tail.indices))
print(Array(tail)[0])
// expect: [30, 40, 50] 2 5
// expect: 40 30
// expect: [2, 3, 4]
// expect: 30
