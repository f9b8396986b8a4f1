// Checks: a throwing call without 'try' in a function that does not throw: swiftc adds that the error is not handled (in a throwing function it says only that 'try' is missing)
enum TokenError: Error { case expired }
func refresh() throws -> String { "token" }
func currentToken() -> String {
  return refresh()
}
print(currentToken())
// expect-diagnostic: call can throw, but it is not marked with 'try' and the error is not handled
// expect-diagnostic-line: 5
