// Checks: protocol extensions give default methods; conforming types may replace them
protocol Named {
  var name: String { get }
}
protocol Greeter: Named {
  func greet() -> String
}
extension Greeter {
  func greet() -> String { "Hello, \(name)" }
  var shout: String { greet().uppercased() }
}
struct Ann: Greeter { let name = "Ann" }
struct Bob: Greeter {
  let name = "Bob"
  func greet() -> String { "Hi, I'm \(name)" }
}
let people: [Greeter] = [Ann(), Bob()]
for p in people {
  print(p.greet(), "/", p.shout)
}
print(Ann() is Named, people.count)
// expect: Hello, Ann / HELLO, ANN
// expect: Hi, I'm Bob / HI, I'M BOB
// expect: true 2
