// Checks: requirements met by the type, an extension, a superclass, a protocol extension's default, a lazy or computed or static property, a class func, enum cases, a raw value, allCases, a generic method: no 'does not conform'
protocol Named { var name: String { get } }
protocol Greeter: Named {
  func greet() -> String
  mutating func rename(_ newName: String)
}
extension Named { var shout: String { name.uppercased() } }
extension Greeter { func greet() -> String { "hello \(name)" } }
struct Person: Greeter {
  var name: String
  mutating func rename(_ newName: String) { name = newName }
}
class Base {
  lazy var name: String = "base"
  func rename(_ newName: String) { name = newName }
}
class Kid: Base, Greeter {}
protocol Factory {
  static func make() -> Self
  static var shared: Self { get }
  init(seed: Int)
}
final class Widget: Factory {
  let seed: Int
  class func make() -> Widget { Widget(seed: 0) }
  static let shared = Widget(seed: 1)
  init(seed: Int) { self.seed = seed }
}
enum Mode: Factory {
  case shared, other
  static func make() -> Mode { .other }
  init(seed: Int) { self = seed > 0 ? .shared : .other }
}
struct Token: Factory {
  var seed: Int
  static func make() -> Token { Token(seed: 2) }
  static var shared: Token { make() }
}
struct Box<T>: Named {
  let item: T
  var name: String { "box of \(item)" }
}
protocol Container {
  associatedtype Item
  var items: [Item] { get }
  func describe<T>(_ value: T) -> String
}
struct Bag: Container {
  typealias Item = Int
  var items: [Int] = []
  func describe<U>(_ value: U) -> String { "<\(value)>" }
}
enum Suit: String, CaseIterable, Named {
  case hearts, spades
  var name: String { rawValue }
}
protocol Ranked { var rawValue: Int { get }; static var allCases: [Self] { get } }
enum Level: Int, CaseIterable, Ranked { case low = 1, high }
var person = Person(name: "ann")
person.rename("bob")
print(person.greet(), person.shout, Kid().greet(), Mode.make(), Mode(seed: 1), Widget.shared.seed, Token.shared.seed)
print(Box(item: 3).name, Bag().describe(1), Suit.allCases.map(\.name), Level.allCases.map(\.rawValue))
// expect: hello bob BOB hello base other shared 1 2
// expect: box of 3 <1> ["hearts", "spades"] [1, 2]
