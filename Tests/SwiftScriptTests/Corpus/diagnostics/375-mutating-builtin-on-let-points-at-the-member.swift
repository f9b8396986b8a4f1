// Checks: a mutating builtin on a let array: the error stands at the member's name, as swiftc puts it
let fixed = [1]
fixed.append(2)
print(fixed)
// expect-diagnostic: cannot use mutating member on immutable value: 'fixed' is a 'let' constant
// expect-diagnostic-line: 3
// expect-diagnostic-column: 7
