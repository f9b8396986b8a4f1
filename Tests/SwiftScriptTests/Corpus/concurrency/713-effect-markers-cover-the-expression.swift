// Checks: one await or try before an expression covers every call in it, on either side of its operators; try on an assignment's right side
enum Failure: Error { case bad }
func f() async -> Int { 1 }
func g() async -> Int { 2 }
func parse(_ s: String) throws -> Int {
  guard let n = Int(s) else { throw Failure.bad }
  return n
}
func h() async -> Int { await f() + g() * 10 }
var total = await h()
print(total)
total += try! parse("5")
total = try! parse("7") + parse("8")
print(total)
let maybe = (try? parse("x")) ?? -1
print(maybe)
do {
  let sum = try parse("2") + parse("3")
  print(sum)
  total = try parse("oops") + 1
} catch {
  print("caught \(error)")
}
// expect: 21
// expect: 15
// expect: -1
// expect: 5
// expect: caught bad
