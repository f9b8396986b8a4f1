// Checks: overriding a method the superclass marks final: swiftc's error at the overriding method's name (the workbook ran the override)
class Vehicle {
  final func describe() -> String { "a vehicle" }
}
class Bicycle: Vehicle {
  override func describe() -> String { "a bicycle" }
}
print(Bicycle().describe())
// expect-diagnostic: instance method overrides a 'final' instance method
// expect-diagnostic-line: 6
