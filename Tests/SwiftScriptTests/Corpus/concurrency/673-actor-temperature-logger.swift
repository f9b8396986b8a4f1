// Checks: the Concurrency chapter's TemperatureLogger actor: made like a class, its mutable state read with await, its let read without, a method from an extension awaited, an instance prints as a class's does
actor TemperatureLogger {
    let label: String
    var measurements: [Int]
    private(set) var max: Int

    init(label: String, measurement: Int) {
        self.label = label
        self.measurements = [measurement]
        self.max = measurement
    }
}
extension TemperatureLogger {
    func update(with measurement: Int) {
        measurements.append(measurement)
        if measurement > max {
            max = measurement
        }
    }
}
let logger = TemperatureLogger(label: "Outdoors", measurement: 25)
print(await logger.max)
await logger.update(with: 30)
print(await logger.max, logger.label)
print(logger)
func check() async {
  let m = await logger.measurements
  print(m)
}
await check()
// expect: 25
// expect: 30 Outdoors
// expect: main.TemperatureLogger
// expect: [25, 30]
