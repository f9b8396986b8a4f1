// Checks: catch let e as SomeError binds the typed error; later clauses catch others
enum FileError: Error { case notFound(String) }
enum PermissionError: Error { case denied }
func open(_ name: String) throws {
  if name.isEmpty { throw PermissionError.denied }
  throw FileError.notFound(name)
}
for name in ["a.txt", ""] {
  do {
    try open(name)
  } catch let e as FileError {
    print("file error: \(e)")
  } catch {
    print("other error: \(error)")
  }
}
// expect: file error: notFound("a.txt")
// expect: other error: denied
