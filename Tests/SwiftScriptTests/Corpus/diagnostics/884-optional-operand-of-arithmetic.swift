// Checks: an Int? from Int(_:) added to an Int must be unwrapped first
let typed = "41"
let number = Int(typed)
print(number + 1)
// expect-diagnostic: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
// expect-diagnostic-line: 4
