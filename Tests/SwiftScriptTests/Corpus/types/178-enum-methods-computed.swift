// Checks: computed properties, methods and mutating methods on enums
enum Light {
  case red, yellow, green
  var canGo: Bool { self == .green }
  func next() -> Light {
    switch self {
    case .red: return .green
    case .green: return .yellow
    case .yellow: return .red
    }
  }
  mutating func advance() { self = next() }
}
var l = Light.red
print(l.canGo, l.next())
// expect: false green
l.advance()
print(l, l.canGo)
// expect: green true
l.advance()
l.advance()
print(l)
// expect: red
