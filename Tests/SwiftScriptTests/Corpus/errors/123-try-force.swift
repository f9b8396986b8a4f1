// Checks: try! returns the value when nothing is thrown
enum E: Error { case bad }
func value(_ ok: Bool) throws -> String {
  if !ok { throw E.bad }
  return "fine"
}
let v = try! value(true)
print(v)
// expect: fine
print(try! value(true).count)
// expect: 4
