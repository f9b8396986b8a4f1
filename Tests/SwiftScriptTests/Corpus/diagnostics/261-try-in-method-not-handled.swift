// Checks: try inside a method that does not throw, outside do/catch
enum LoadError: Error { case missing }
func fetch() throws -> String { throw LoadError.missing }
struct Loader {
  func run() {
    let text = try fetch()
    print(text)
  }
}
Loader().run()
// expect-diagnostic: errors thrown from here are not handled
// expect-diagnostic-line: 6
// expect-diagnostic-column: 16
