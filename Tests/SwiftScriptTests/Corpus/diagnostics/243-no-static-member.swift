// Checks: a misspelled enum case after the type name
enum Color { case red, green }
let color = Color.gren
print(color)
// expect-diagnostic: type 'Color' has no member 'gren'; did you mean 'green'?
// expect-diagnostic-line: 3
// expect-diagnostic-column: 19
