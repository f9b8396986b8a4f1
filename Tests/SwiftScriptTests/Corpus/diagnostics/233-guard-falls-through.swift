// Checks: a guard body that does not exit the scope
func show(_ name: String?) {
  guard let name else {
    print("no name")
  }
  print(name)
}
show(nil)
// expect-diagnostic: 'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope
// expect-diagnostic-line: 5
