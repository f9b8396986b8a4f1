// Checks: observers not called while a class initializes its own properties, but called when a subclass initializer sets an inherited property; observers fire even when the value is unchanged; inout on observed property
class Thermostat {
    var target: Int = 20 {
        willSet { print("target will change \(target) -> \(newValue)") }
        didSet { print("target did change \(oldValue) -> \(target)") }
    }
    init(target: Int) {
        self.target = target
        print("Thermostat init done")
    }
}
class SmartThermostat: Thermostat {
    var mode: String
    init(mode: String) {
        self.mode = mode
        super.init(target: 18)
        self.target = 22
        print("SmartThermostat init done")
    }
}
let plain = Thermostat(target: 25)
let smart = SmartThermostat(mode: "eco")
print(plain.target, smart.target, smart.mode)
smart.target = 22

func double(_ value: inout Int) {
    print("in double, value = \(value)")
    value *= 2
}
double(&plain.target)

struct Playlist {
    var songs: [String] = [] {
        didSet { print("songs: \(oldValue.count) -> \(songs.count)") }
    }
}
var list = Playlist()
list.songs.append("One")
list.songs += ["Two", "Three"]
list.songs[0] = "Uno"
list.songs.removeAll { $0.hasPrefix("T") }
print(list.songs)

class Holder {
    var list = Playlist() {
        didSet { print("holder list changed") }
    }
}
let h = Holder()
h.list.songs.append("X")
print(h.list.songs)
// expect: Thermostat init done
// expect: Thermostat init done
// expect: target will change 18 -> 22
// expect: target did change 18 -> 22
// expect: SmartThermostat init done
// expect: 25 22 eco
// expect: target will change 22 -> 22
// expect: target did change 22 -> 22
// expect: in double, value = 25
// expect: target will change 25 -> 50
// expect: target did change 25 -> 50
// expect: songs: 0 -> 1
// expect: songs: 1 -> 3
// expect: songs: 3 -> 3
// expect: songs: 3 -> 1
// expect: ["Uno"]
// expect: songs: 0 -> 1
// expect: holder list changed
// expect: ["X"]
