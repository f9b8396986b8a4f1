// Checks: a rethrows call whose closure throws is rejected without try, at the call
enum E: Error { case bad }
func apply(_ f: () throws -> Int) rethrows -> Int { try f() }
func risky() throws -> Int { throw E.bad }
print("start")
let value = apply { try risky() }
print(value)
// expect-diagnostic: call can throw but is not marked with 'try'
// expect-diagnostic-line: 6
// expect-diagnostic-column: 13
