// Checks: a generic struct's memberwise initializer takes the type arguments its context writes as its parameters' types: an `Int` sum given for a `Double` is swiftc's error (it failed only when run, in other words)
struct Measurement<Value> {
  var value: Value
  var unit: String
}

let extra = 3
let exact = Measurement<Double>(value: 1, unit: "kg")
print(exact.value / 2, exact.unit)
let total: Measurement<Double> = Measurement(value: 11 + extra, unit: "kg")
print(total)
// expect-diagnostic: cannot convert value of type 'Int' to expected argument type 'Double'
// expect-diagnostic-line: 10
