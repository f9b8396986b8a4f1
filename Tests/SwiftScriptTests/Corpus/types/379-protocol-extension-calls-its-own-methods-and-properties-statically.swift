// Checks: inside a protocol's extension, a call of another of its methods that is no requirement (with or without self.) runs the extension's, and so does a read of a computed property it adds, on a value whose static type is the protocol; requirements still dispatch on the value's type
protocol Greeter {
  var name: String { get }
  func salutation() -> String
}
extension Greeter {
  func salutation() -> String { "Hello" }
  func title() -> String { "someone" }
  var badge: String { "[guest]" }
  func greet() -> String { "\(salutation()), \(title()) \(name)" }
  func greetFormally() -> String { "Good day, \(self.title()) \(self.badge)" }
}
struct Queen: Greeter {
  let name = "Elizabeth"
  func salutation() -> String { "Hail" }
  func title() -> String { "Her Majesty" }
  var badge: String { "[crown]" }
}
struct Visitor: Greeter {
  let name = "Sam"
}
let queen = Queen()
print(queen.greet())
print(queen.greetFormally())
print(queen.title(), queen.badge)
let people: [any Greeter] = [queen, Visitor()]
var lines: [String] = []
for person in people {
  lines.append(person.greet())
  lines.append(person.badge)
}
print(lines)
let someone: Greeter = queen
print(someone.badge, someone.title(), someone.salutation())
// expect: Hail, someone Elizabeth
// expect: Good day, someone [guest]
// expect: Her Majesty [crown]
// expect: ["Hail, someone Elizabeth", "[guest]", "Hello, someone Sam", "[guest]"]
// expect: [guest] someone Hail
