// Checks: passing an argument to a function that takes none
func ping() -> String {
  "pong"
}
print(ping(1))
// expect-diagnostic: argument passed to call that takes no arguments
// expect-diagnostic-line: 5
// expect-diagnostic-column: 12
