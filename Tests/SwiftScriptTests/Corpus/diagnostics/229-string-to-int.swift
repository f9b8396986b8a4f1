// Checks: assigning a String literal to an Int variable
let age: Int = "42"
print(age)
print("done")
// expect-diagnostic: cannot convert value of type 'String' to specified type 'Int'
// expect-diagnostic-line: 2
