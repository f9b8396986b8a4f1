// Checks: try? does not flatten the optional an Any holds (try? x as Any printed Optional(10) where Swift prints Optional(Optional(10)))
// try? flattens an optional result, but not one whose static type is Any (an Any? that holds an optional).
enum Failure: Error { case bad }
func lookup(_ key: String) throws -> Int? {
  if key.isEmpty { throw Failure.bad }
  return key == "a" ? 1 : nil
}
print(try? lookup("a") as Any, try? lookup("b") as Any, try? lookup("") as Any)
print(try? lookup("a") as Any?, try? lookup("b") as Any?)
let flattened = try? lookup("a")
let nested = try? (lookup("a") as Any)
print(flattened as Any, nested as Any, type(of: flattened))
print(try? Int("5").map { $0 * 2 } as Any)
// expect: Optional(Optional(1)) Optional(nil) nil
// expect: Optional(1) nil
// expect: Optional(1) Optional(Optional(1)) Optional<Int>
// expect: Optional(Optional(10))
