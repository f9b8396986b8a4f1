// Checks: map, filter and reduce on arrays
let nums = [1, 2, 3, 4, 5, 6]
print(nums.map { $0 * $0 })
// expect: [1, 4, 9, 16, 25, 36]
print(nums.filter { $0 % 2 == 0 })
// expect: [2, 4, 6]
print(nums.reduce(0, +))
// expect: 21
print(nums.reduce(1) { $0 * $1 })
// expect: 720
print(nums.map { "n\($0)" }.joined(separator: ","))
// expect: n1,n2,n3,n4,n5,n6
print(nums.filter { $0 > 3 }.map { $0 * 10 }.reduce(0, +))
// expect: 150
