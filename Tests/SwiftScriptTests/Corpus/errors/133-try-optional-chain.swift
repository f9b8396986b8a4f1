// Checks: try? with a function returning an optional flattens to a single optional
enum E: Error { case fail }
func lookup(_ key: String) throws -> Int? {
  if key == "bad" { throw E.fail }
  return key == "a" ? 1 : nil
}
let r1 = try? lookup("a")
let r2 = try? lookup("zzz")
let r3 = try? lookup("bad")
print(r1 as Any, r2 as Any, r3 as Any)
// expect: Optional(1) nil nil
print(type(of: r1))
// expect: Optional<Int>
