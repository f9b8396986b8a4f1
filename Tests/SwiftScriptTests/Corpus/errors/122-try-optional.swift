// Checks: try? turns a thrown error into nil and a result into an optional
enum ParseError: Error { case invalid }
func parse(_ s: String) throws -> Int {
  guard let n = Int(s) else { throw ParseError.invalid }
  return n
}
print((try? parse("12")) as Any)
// expect: Optional(12)
print((try? parse("x")) as Any)
// expect: nil
let total = (try? parse("5")) ?? 0 + 1
print(total)
// expect: 5
if let n = try? parse("7") {
  print("parsed \(n)")
}
// expect: parsed 7
