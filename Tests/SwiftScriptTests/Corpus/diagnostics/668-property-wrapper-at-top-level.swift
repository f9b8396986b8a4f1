// Checks: a property wrapper on a global variable is rejected as swiftc rejects it in a script
@propertyWrapper
struct Logged {
  var wrappedValue: Int
}
@Logged var counter = 1
print(counter)
// expect-diagnostic: property wrappers are not yet supported in top-level code
// expect-diagnostic-line: 6
