// Checks: in a generic function whose parameter is bound to a protocol (<T: P>, where T: P, some P), a call of a method or a read of a property the protocol's extension adds without requiring it runs the extension's, whatever type the function is called with; a requirement dispatches on the value's type, and a type-specific overload still wins over a generic one
protocol Describable {
  var name: String { get }
  func describe() -> String
}
extension Describable {
  func describe() -> String { "a thing called \(name)" }
  func shout() -> String { name.uppercased() + "!" }
  var tag: String { "#\(name)" }
}
struct Cat: Describable {
  let name = "cat"
  func describe() -> String { "a cat" }
  func shout() -> String { "meow" }
  var tag: String { "#cat-tag" }
}
struct Rock: Describable {
  let name = "rock"
}
func report<T: Describable>(_ item: T) -> String { "\(item.describe()) / \(item.shout()) / \(item.tag)" }
func reportAll<T>(_ items: [T]) -> [String] where T: Describable {
  var lines: [String] = []
  for item in items { lines.append(item.shout()) }
  return lines
}
func loud(_ item: some Describable) -> String { item.shout() }
print(report(Cat()))
print(report(Rock()))
print(reportAll([Cat(), Cat()]))
print(loud(Cat()), Cat().shout())
func pick<T: Describable>(_ item: T) -> String { "generic \(item.name)" }
func pick(_ item: Cat) -> String { "cat overload" }
print(pick(Cat()), pick(Rock()))
// expect: a cat / CAT! / #cat
// expect: a thing called rock / ROCK! / #rock
// expect: ["CAT!", "CAT!"]
// expect: CAT! meow
// expect: cat overload generic rock
