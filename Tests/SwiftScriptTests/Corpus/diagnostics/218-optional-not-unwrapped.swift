// Checks: using an optional where a non-optional is required
let names = ["a": "Ann"]
let name: String = names["a"]
print(name)
// expect-diagnostic: value of optional type 'String?' must be unwrapped to a value of type 'String'
// expect-diagnostic-line: 3
