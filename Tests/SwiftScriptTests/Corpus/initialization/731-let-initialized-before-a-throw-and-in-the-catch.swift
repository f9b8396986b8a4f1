// Checks: a let initialized in a do body before a point that may throw may be initialized when the catch runs: initializing it there is swiftc's error
enum E: Error { case bad }
func f(_ n: Int) throws -> Int { if n < 0 { throw E.bad }; return n }
func g(_ n: Int) -> Int {
  let x: Int
  do {
    x = 5
    _ = try f(n)
  } catch {
    x = -1
  }
  return x
}
print(g(1), g(-1))
// expect-diagnostic: immutable value 'x' may only be initialized once
// expect-diagnostic-line: 10
