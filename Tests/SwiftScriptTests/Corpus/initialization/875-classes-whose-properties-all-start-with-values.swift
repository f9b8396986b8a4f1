// Checks: a class whose stored properties all start with a value (optional vars as nil, lazy, observed, weak) and a subclass adding an optional var need no initializer
class Settings {
  var nickname: String?
  var volume: Int!
  var a, b: Double?
  let version = 2
  lazy var cache: [Int] = [version]
  var level = 1 { didSet { print("level", oldValue, "->", level) } }
  var label: String { "v\(version)" }
  static var made = 0
  weak var parent: Settings?
}
let s = Settings()
s.level = 3
print(s.nickname as Any, s.volume as Any, s.a as Any, s.cache, s.label, Settings.made, s.parent as Any)
class Base { var name = "base" }
class Derived: Base { var extra: Int? }
print(Derived().name, Derived().extra as Any)
// expect: level 1 -> 3
// expect: nil nil nil [2] v2 0 nil
// expect: base nil
