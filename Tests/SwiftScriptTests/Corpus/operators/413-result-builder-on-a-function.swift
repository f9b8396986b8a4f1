// Checks: a function declared with a result builder returns what buildBlock makes of its expression statements
@resultBuilder
struct Joined {
  static func buildBlock(_ parts: String...) -> String { parts.joined(separator: " ") }
}
@Joined func greeting() -> String {
  "Hello"
  "world"
}
print(greeting())
// expect: Hello world
