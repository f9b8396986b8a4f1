// Checks: calling a throwing function without try inside do
enum E: Error { case bad }
func load() throws -> Int { throw E.bad }
do {
  let n = load()
  print(n)
} catch {
  print(error)
}
// expect-diagnostic: call can throw but is not marked with 'try'
// expect-diagnostic-line: 5
