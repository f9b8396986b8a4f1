// Checks: a property wrapper on a `let` property is rejected with swiftc's message (a wrapper's value is set through it)
import Foundation
@propertyWrapper
struct Trimmed {
  private var text = ""
  var wrappedValue: String {
    get { text }
    set { text = newValue.trimmingCharacters(in: .whitespaces) }
  }
  init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}

struct Form {
  @Trimmed let name: String = "  Ada  "
}
print("[\(Form().name)]")
// expect-diagnostic: property wrapper can only be applied to a 'var'
// expect-diagnostic-line: 14
