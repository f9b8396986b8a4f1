// Checks: `catch where condition` has no pattern: it binds `error` and catches when the condition holds
enum E: Error { case retryable, fatal }
func attempt(_ failure: E) throws { throw failure }
for failure in [E.retryable, E.fatal] {
  do {
    try attempt(failure)
  } catch where error as? E == .retryable {
    print("retry after \(error)")
  } catch {
    print("give up after \(error)")
  }
}
// expect: retry after retryable
// expect: give up after fatal
