// Checks: try? on a Void function gives Optional(()) on success and nil on failure
enum E: Error { case nope }
func act(_ ok: Bool) throws {
  if !ok { throw E.nope }
}
let a: Void? = try? act(true)
let b: Void? = try? act(false)
print(a as Any)
// expect: Optional(())
print(b as Any)
// expect: nil
if (try? act(true)) != nil {
  print("succeeded")
}
// expect: succeeded
