// Checks: an array of String has no nil elements
var names = ["ann", "bob"]
names[0] = nil
print(names)
// expect-diagnostic: 'nil' cannot be assigned to subscript of type 'String'
// expect-diagnostic-line: 3
