// Checks: [Double](1...3) has no initializer (a range is a sequence of integers only), swiftc's error before anything runs (the workbook printed [1.0, 2.0, 3.0])
let whole = [Int](1...3)
print(whole)
let scaled = [Double](1...3)
print(scaled)
// expect-diagnostic: no exact matches in call to initializer
// expect-diagnostic-line: 4
