// Checks: try inside a do whose catch clauses do not cover every error
enum LoadError: Error { case missing }
func fetch() throws -> String { throw LoadError.missing }
func show() {
  do {
    print(try fetch())
  } catch LoadError.missing {
    print("missing")
  }
}
show()
// expect-diagnostic: errors thrown from here are not handled because the enclosing catch is not exhaustive
// expect-diagnostic-line: 6
// expect-diagnostic-column: 11
