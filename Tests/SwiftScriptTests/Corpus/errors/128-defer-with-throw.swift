// Checks: defer runs when a function exits by throwing
enum E: Error { case boom }
func risky(_ fail: Bool) throws -> Int {
  print("open")
  defer { print("close") }
  if fail { throw E.boom }
  return 1
}
print(try! risky(false))
// expect: open
// expect: close
// expect: 1
do {
  _ = try risky(true)
} catch {
  print("caught \(error)")
}
// expect: open
// expect: close
// expect: caught boom
