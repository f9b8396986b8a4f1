// Checks: try in a non-throwing function without do/catch
enum E: Error { case bad }
func load() throws -> Int { throw E.bad }
func show() {
  let n = try load()
  print(n)
}
show()
// expect-diagnostic: errors thrown from here are not handled
// expect-diagnostic-line: 5
