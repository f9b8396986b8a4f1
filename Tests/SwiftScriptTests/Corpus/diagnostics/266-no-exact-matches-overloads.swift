// Checks: a label that fits none of a function's overloads
func find(name: String) -> Int { 1 }
func find(email: String) -> Int { 2 }
print(find(nam: "ann"))
// expect-diagnostic: no exact matches in call to global function 'find'
// expect-diagnostic-line: 4
// expect-diagnostic-column: 7
