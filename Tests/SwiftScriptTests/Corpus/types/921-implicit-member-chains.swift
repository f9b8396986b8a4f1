// Checks: an implicit member chain (SE-0287) takes the context's type for its first member, in a declaration, an argument, a return, an optional and an array element (the workbook said: cannot infer contextual base in reference to member 'half')
// Implicit member chains (SE-0287): the chain's first member is of the type the context names.
extension Double {
  static var half: Double { 0.5 }
  var doubled: Double { self * 2 }
}
struct Style {
  var size = 1
  var name = "plain"
  func bigger() -> Style { Style(size: size + 1, name: name) }
  func named(_ text: String) -> Style { Style(size: size, name: text) }
  static let base = Style()
  static func sized(_ n: Int) -> Style { Style(size: n) }
}
let v: Double = .half.doubled
print(v)
let s: Style = .base.bigger().named("bold").bigger()
print(s.size, s.name)
func render(_ style: Style) -> String { "\(style.name)@\(style.size)" }
print(render(.sized(4).bigger()), render(.base.named("x")))
func pick(_ large: Bool) -> Style { large ? .sized(10).bigger() : .base }
print(pick(true).size, pick(false).size)
let maybe: Style? = .base.bigger()
print(maybe?.size ?? 0)
var styles: [Style] = [.base, .sized(2).named("two")]
styles.append(.base.bigger())
print(styles.map(\.size), styles.map(\.name))
// expect: 1.0
// expect: 3 bold
// expect: plain@5 x@1
// expect: 11 1
// expect: 2
// expect: [1, 2, 2] ["plain", "two", "plain"]
