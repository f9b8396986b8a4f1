// Checks: using an enum case that does not exist
enum Color { case red, green }
let c: Color = .purple
print(c)
// expect-diagnostic: type 'Color' has no member 'purple'
// expect-diagnostic-line: 3
