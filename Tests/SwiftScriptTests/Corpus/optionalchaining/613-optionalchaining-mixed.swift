// Checks: optional chaining through optional closures, multi-level class links, dictionaries of classes and protocol-typed optionals, combined with ?? and Optional.map/flatMap
class Engine {
    var horsepower: Int
    var onStart: ((String) -> String)?
    init(horsepower: Int) { self.horsepower = horsepower }
    func start() -> String { "vroom \(horsepower)" }
}
class Car {
    let model: String
    var engine: Engine?
    var passengers: [String: Car] = [:]
    init(model: String, engine: Engine? = nil) { self.model = model; self.engine = engine }
    var towing: Car?
}

let sedan = Car(model: "Sedan", engine: Engine(horsepower: 150))
let wreck = Car(model: "Wreck")

print(sedan.engine?.start() ?? "no engine")
print(wreck.engine?.start() ?? "no engine")
print(sedan.engine?.onStart?("key") ?? "no handler")
sedan.engine?.onStart = { "started with \($0)" }
print(sedan.engine?.onStart?("key") ?? "no handler")

sedan.towing = wreck
wreck.towing = Car(model: "Trailer", engine: Engine(horsepower: 0))
print(sedan.towing?.towing?.model ?? "-")
print(sedan.towing?.towing?.engine?.horsepower as Any)
print(sedan.towing?.towing?.towing?.model as Any)

sedan.towing?.towing?.engine?.horsepower = 10
print(wreck.towing!.engine!.horsepower)

let garage: [String: Car] = ["a": sedan, "b": wreck]
for key in ["a", "b", "c"] {
    let hp = garage[key]?.engine?.horsepower.description ?? "unknown"
    print("\(key): \(hp)")
}
let upper = garage["a"]?.model.uppercased()
print(upper!)
let count = garage["b"].map { $0.model.count }
print(count as Any)
let towedModel = garage["a"].flatMap { $0.towing }?.model
print(towedModel as Any)

protocol Named { var name: String? { get } }
struct Tag: Named { var name: String? }
let tags: [Named?] = [Tag(name: "x"), nil, Tag(name: nil)]
for t in tags {
    print(t?.name?.count ?? -1)
}
// expect: vroom 150
// expect: no engine
// expect: no handler
// expect: started with key
// expect: Trailer
// expect: Optional(0)
// expect: nil
// expect: 10
// expect: a: 150
// expect: b: unknown
// expect: c: unknown
// expect: SEDAN
// expect: Optional(5)
// expect: Optional("Wreck")
// expect: 1
// expect: -1
// expect: -1
