// Checks: private initializers called from static methods, static properties and extensions of their type
// A private initializer is called inside its type: from static members, a static property's initial value and an extension.
struct Token {
  let value: String
  private init(value: String) { self.value = value }
  static func make(_ s: String) -> Token { Token(value: s) }
  static let empty = Token(value: "")
}
extension Token {
  static func blank() -> Token { Token(value: "-") }
}
class Registry {
  static let shared = Registry()
  private init() {}
  var count = 0
}
Registry.shared.count += 1
print(Token.make("a").value, Token.blank().value, Token.empty.value.isEmpty, Registry.shared.count)
// expect: a - true 1
