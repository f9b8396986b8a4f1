// Checks: a switch over an Int (or a String) needs a default or a pattern that takes every value: swiftc's "switch must be exhaustive" before anything runs (the workbook ran it, and trapped on a value no case listed)
let score = 3
switch score {
case let x where x > 5: print("big", x)
case 0...5: print("small")
case let x: print("other", x)
}
let grade = "B"
switch grade {
case "A": print("top")
case "B", "C": print("fine")
}
// expect-diagnostic: switch must be exhaustive
// expect-diagnostic-line: 9
