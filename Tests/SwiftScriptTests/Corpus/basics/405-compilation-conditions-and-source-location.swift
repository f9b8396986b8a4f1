// Checks: #if with swift(), compiler(), os(), canImport() and a custom flag; #line, #column and #function
#if swift(>=5.0)
let mode = "Swift 5 or later"
#else
let mode = "older"
#endif
print(mode)
#if swift(>=7.0)
print("not yet")
#elseif compiler(>=5.9)
print("a recent compiler")
#endif
#if os(Linux) || os(macOS)
print("a known system")
#else
print("elsewhere")
#endif
#if canImport(Foundation) && !DEBUG
print("Foundation, not DEBUG")
#endif
func where_(_ label: String) -> String {
  #if DEBUG
  return "debug " + label
  #else
  return "release " + label
  #endif
}
print(where_("build"))
print(#line)
func describe(name: String, _ count: Int) -> String { #function }
struct Place {
  var title: String { #function }
  init() { print(#function) }
  func show() { print(#function, #line) }
}
print(describe(name: "a", 1), Place().title, #function)
Place().show()
let column = #column
print(column)
// expect: Swift 5 or later
// expect: a recent compiler
// expect: a known system
// expect: Foundation, not DEBUG
// expect: release build
// expect: 29
// expect: init()
// expect: describe(name:_:) title main
// expect: init()
// expect: show() 34
// expect: 14
