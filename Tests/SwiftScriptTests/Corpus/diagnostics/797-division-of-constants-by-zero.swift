// Checks: a division of constants by zero is swiftc's error (it trapped when it ran)
print("start")
let perRow = 10 / 0
print(perRow)
// expect-diagnostic: division by zero
// expect-diagnostic-line: 3
