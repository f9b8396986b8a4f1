// Checks: a property wrapper on a computed property is rejected with swiftc's message
@propertyWrapper
struct Logged {
  private var value: Int
  init(wrappedValue: Int) { value = wrappedValue }
  var wrappedValue: Int {
    get { value }
    set { print("storing \(newValue)"); value = newValue }
  }
}

struct Counter {
  @Logged var count: Int {
    return 3
  }
}
print(Counter().count)
// expect-diagnostic: property wrapper cannot be applied to a computed property
// expect-diagnostic-line: 13
