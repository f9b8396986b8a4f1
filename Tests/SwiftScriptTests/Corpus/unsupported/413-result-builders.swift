// Checks: a result builder is reported as not supported, not run wrongly
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
// expect-unsupported: result builders are not supported in the workbook
