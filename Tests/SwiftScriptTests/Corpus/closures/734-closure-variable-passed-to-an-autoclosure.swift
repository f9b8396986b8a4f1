// Checks: a variable holding a closure passed where an @autoclosure makes a String of the expression: swiftc asks for the call (the workbook printed (Function))
func log(_ message: @autoclosure () -> String) { print(message()) }
let make = { "hi" }
log(make)
// expect-diagnostic: add () to forward '@autoclosure' parameter
// expect-diagnostic-line: 4
