// Checks: first, last, contains, firstIndex(of:), min() and max() return optionals where needed
let nums = [7, 3, 9, 3]
print(nums.first as Any, nums.last as Any)
// expect: Optional(7) Optional(3)
print(nums.contains(9), nums.contains(4))
// expect: true false
print(nums.firstIndex(of: 3) as Any, nums.lastIndex(of: 3) as Any, nums.firstIndex(of: 1) as Any)
// expect: Optional(1) Optional(3) nil
print(nums.min()!, nums.max()!)
// expect: 3 9
let none: [Int] = []
print(none.first as Any, none.max() as Any)
// expect: nil nil
