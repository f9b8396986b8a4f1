// Checks: % is for integers; a Double has truncatingRemainder(dividingBy:)
let angle = 370.5
print(angle % 360)
// expect-diagnostic: '%' is unavailable: For floating point numbers use truncatingRemainder instead
// expect-diagnostic-line: 3
