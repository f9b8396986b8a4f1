// Checks: a mutating method given one of its own instance's properties `inout` is rejected as overlapping accesses to the instance
struct Thermostat {
  var target = 20
  var history: [Int] = []

  mutating func record(_ reading: inout Int) {
    history.append(reading)
    reading = target
  }
}

func adjust() {
  var thermostat = Thermostat()
  var reading = 18
  thermostat.record(&reading)
  print(thermostat.history, reading)
  thermostat.record(&thermostat.target)
}
adjust()
// expect-diagnostic: overlapping accesses to 'thermostat', but modification requires exclusive access; consider copying to a local variable
// expect-diagnostic-line: 17
