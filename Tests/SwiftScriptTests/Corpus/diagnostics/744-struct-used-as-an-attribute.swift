// Checks: a struct that is not marked `@propertyWrapper` used as an attribute is rejected with swiftc's message
struct Celsius {
  var wrappedValue: Double
}

struct Reading {
  @Celsius var temperature: Double = 21.5
}
print(Reading().temperature)
// expect-diagnostic: struct 'Celsius' cannot be used as an attribute
// expect-diagnostic-line: 7
