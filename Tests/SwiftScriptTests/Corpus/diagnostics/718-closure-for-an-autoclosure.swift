// Checks: a closure literal passed where only an @autoclosure is taken is rejected in swiftc's words
func check(_ condition: @autoclosure () -> Bool) { print(condition()) }
check({ true })
// expect-diagnostic: add () to forward '@autoclosure' parameter
// expect-diagnostic-line: 3
