// Checks: an object's deinit runs before its stored properties are released, weak references held in an array of wrapper class instances, a weak var observed with didSet, identity with ===
class Part {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("  Part \(name) released") }
}
class Machine {
    let label: String
    let first = Part("gear")
    var extra: Part?
    init(label: String) { self.label = label }
    deinit { print("Machine \(label) deinit") }
}
var m: Machine? = Machine(label: "M1")
m!.extra = Part("spare")
m!.extra = nil
m = nil
print("---")

final class WeakBox {
    weak var value: Part?
    init(value: Part?) { self.value = value }
}
var boxes: [WeakBox] = []
var keep: Part? = Part("kept")
do {
    let temp = Part("temp")
    boxes.append(WeakBox(value: temp))
    boxes.append(WeakBox(value: keep))
    print(boxes.map { $0.value?.name ?? "nil" })
}
print(boxes.map { $0.value?.name ?? "nil" })
keep = nil
print(boxes.map { $0.value?.name ?? "nil" })

class Watcher {
    weak var target: Part? {
        didSet { print("target set to \(target?.name ?? "nil")") }
    }
}
let w = Watcher()
var p: Part? = Part("watched")
w.target = p
let same = w.target === p
print("same object: \(same)")
p = nil
print("after release: \(w.target?.name ?? "nil")")
// expect:   Part spare released
// expect: Machine M1 deinit
// expect:   Part gear released
// expect: ---
// expect: ["temp", "kept"]
// expect:   Part temp released
// expect: ["nil", "kept"]
// expect:   Part kept released
// expect: ["nil", "nil"]
// expect: target set to watched
// expect: same object: true
// expect:   Part watched released
// expect: after release: nil
