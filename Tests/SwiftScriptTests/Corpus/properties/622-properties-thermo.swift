// Checks: computed property setter with arithmetic on newValue, computed property chaining another computed property, read-only computed properties, mutation through computed property of a nested struct
struct Thermometer {
    var celsius = 0.0
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
    var kelvin: Double {
        get { celsius + 273.15 }
        set { celsius = newValue - 273.15 }
    }
    var description: String { "\(celsius)C / \(fahrenheit)F" }
}
var t = Thermometer()
t.fahrenheit = 212.0
print(t.description)
t.kelvin = 300.0
print(t.celsius)
t.fahrenheit += 18.0
print(t.fahrenheit)
let temps: [Double] = [32.0, 50.0, 98.6]
for f in temps {
    var th = Thermometer()
    th.fahrenheit = f
    print(f, "->", th.celsius)
}
struct Station {
    var name: String
    var sensor = Thermometer()
    var reading: Thermometer {
        get { sensor }
        set { print("\(name) sensor updated"); sensor = newValue }
    }
}
var st = Station(name: "North")
st.reading.celsius = 25.0
st.reading.kelvin -= 5.0
print(st.sensor.celsius)
// expect: 100.0C / 212.0F
// expect: 26.850000000000023
// expect: 98.33000000000004
// expect: 32.0 -> 0.0
// expect: 50.0 -> 10.0
// expect: 98.6 -> 37.0
// expect: North sensor updated
// expect: North sensor updated
// expect: 20.0
