// Checks: an actor's mutable property read from outside it without await is rejected in swiftc's words (the chapter's print(logger.max) // Error)
actor TemperatureLogger {
  let label: String
  private(set) var max: Int

  init(label: String, measurement: Int) {
    self.label = label
    self.max = measurement
  }
}
let logger = TemperatureLogger(label: "Outdoors", measurement: 25)
print(logger.label)
print(logger.max)
// expect-diagnostic: actor-isolated property 'max' can not be referenced from a nonisolated context
// expect-diagnostic-line: 13
