// Checks: a string literal in an [Int] literal is swiftc's error, in its words, before anything runs (the workbook printed the first line, then said: cannot convert value of type 'String' to specified type 'Int')
let counts: [Int] = [1, 2]
print(counts)
let mixed: [Int] = [1, "two", 3]
print(mixed)
// expect-diagnostic: cannot convert value of type 'String' to expected element type 'Int'
// expect-diagnostic-line: 4
