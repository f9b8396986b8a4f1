// Checks: a constant declared without a value is initialized once on every path: in a do body and in its catch, in each branch of an if
enum LoadError: Error { case missing }
func load(_ name: String) throws -> Int {
  guard name == "config" else { throw LoadError.missing }
  return 42
}
for name in ["config", "other"] {
  let value: Int
  do {
    value = try load(name)
  } catch {
    value = -1
  }
  print(name, value)
}
func describe(_ flag: Bool) -> String {
  let label: String
  if flag { label = "yes" } else { label = "no" }
  return label
}
print(describe(true), describe(false))
// expect: config 42
// expect: other -1
// expect: yes no
