// Checks: Result's map, flatMap, mapError and get(), and Result { } made from a throwing closure
enum ParseError: Error { case empty, notANumber(String) }
func parse(_ text: String) -> Result<Int, ParseError> {
  guard !text.isEmpty else { return .failure(.empty) }
  guard let number = Int(text) else { return .failure(.notANumber(text)) }
  return .success(number)
}
print(parse("21").map { $0 * 2 })
print(parse("").map { $0 * 2 })
print(parse("x").mapError { _ in ParseError.empty })
print(parse("4").flatMap { $0 > 3 ? .success($0) : .failure(.empty) })
print(try parse("8").get())
do {
  _ = try parse("eight").get()
} catch {
  print("caught", error)
}
let caught = Result { () throws -> Int in throw ParseError.empty }
print(caught)
let fine = Result { 40 + 2 }
print(fine)
// expect: success(42)
// expect: failure(main.ParseError.empty)
// expect: failure(main.ParseError.empty)
// expect: success(4)
// expect: 8
// expect: caught notANumber("eight")
// expect: failure(main.ParseError.empty)
// expect: success(42)
