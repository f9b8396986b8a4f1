// Checks: a trailing closure given to an @autoclosure parameter is rejected in swiftc's words
func check(_ c: @autoclosure () -> Bool) { print(c()) }
check { true }
// expect-diagnostic: add () to forward '@autoclosure' parameter
// expect-diagnostic-line: 3
