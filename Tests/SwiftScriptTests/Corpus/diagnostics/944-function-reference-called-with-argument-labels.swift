// Checks: a function held in a constant loses its argument labels: g(x: 1, y: 2) is swiftc's "extraneous argument labels 'x:y:' in call" (the workbook printed 1)
func first(x: Int, y: Int) -> Int { x }
let pick = first
print(pick(1, 2))
print(pick(x: 1, y: 2))
// expect-diagnostic: extraneous argument labels 'x:y:' in call
// expect-diagnostic-line: 5
