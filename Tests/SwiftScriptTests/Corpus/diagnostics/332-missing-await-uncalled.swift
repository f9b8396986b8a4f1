// Checks: an async call without await, in a function that is never called
func fetchToken() async -> String { "token" }
func signIn() async {
  let header = "Bearer " + fetchToken()
  print(header)
}
print("unreachable")
// expect-diagnostic: expression is 'async' but is not marked with 'await'
// expect-diagnostic-line: 4
