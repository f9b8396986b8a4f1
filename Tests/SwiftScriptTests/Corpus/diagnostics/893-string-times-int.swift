// Checks: a String read from input is no number: rejected before anything runs (it printed 'start' first)
print("start")
let typed = "12"
let twice = typed * 2
print(twice)
// expect-diagnostic: binary operator '*' cannot be applied to operands of type 'String' and 'Int'
// expect-diagnostic-line: 4
