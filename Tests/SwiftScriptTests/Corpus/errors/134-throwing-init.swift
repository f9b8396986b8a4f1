// Checks: a throwing initializer on a struct
enum AgeError: Error { case outOfRange(Int) }
struct Person {
  let name: String
  let age: Int
  init(name: String, age: Int) throws {
    guard (0...150).contains(age) else { throw AgeError.outOfRange(age) }
    self.name = name
    self.age = age
  }
}
do {
  let p = try Person(name: "Kim", age: 40)
  print(p.name, p.age)
  _ = try Person(name: "Old", age: 200)
} catch {
  print("failed: \(error)")
}
// expect: Kim 40
// expect: failed: outOfRange(200)
let maybe = try? Person(name: "Neg", age: -1)
print(maybe == nil)
// expect: true
