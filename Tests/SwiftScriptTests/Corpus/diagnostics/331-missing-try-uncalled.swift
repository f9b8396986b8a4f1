// Checks: a throwing call without try, in a function that is never called
struct Keychain { func read() throws -> String { "token" } }
func cachedToken(_ keychain: Keychain) throws -> String {
  let token = keychain.read()
  return token
}
print("unreachable")
// expect-diagnostic: call can throw but is not marked with 'try'
// expect-diagnostic-line: 4
