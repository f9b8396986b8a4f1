// Checks: a dictionary's subscript takes its value type (swiftc names it, not its optional)
var stock = ["apples": 3]
stock["pears"] = 2.5
print(stock)
// expect-diagnostic: cannot assign value of type 'Double' to subscript of type 'Int'
// expect-diagnostic-line: 3
