// Checks: casting [Any] to protocol existential, subclass before protocol case ordering, where guard in cast pattern, array/dictionary/Bool casts, nil optional in Any
protocol Describable {
    func describe() -> String
}
struct Temperature: Describable {
    var celsius: Int
    func describe() -> String { return "\(celsius)°C" }
}
class Person: Describable {
    let name: String
    init(name: String) { self.name = name }
    func describe() -> String { return "person \(name)" }
}
class Employee: Person {
    let company: String
    init(name: String, company: String) {
        self.company = company
        super.init(name: name)
    }
    override func describe() -> String { return "\(name) at \(company)" }
}

let values: [Any] = [Temperature(celsius: 21), Person(name: "Ann"), Employee(name: "Bo", company: "Acme"),
                     "plain", 7, [1, 2, 3], ["k": 1], (nil as Int?) as Any, true]

for v in values {
    switch v {
    case let e as Employee:
        print("employee:", e.describe())
    case let d as Describable:
        print("describable:", d.describe())
    case let n as Int where n > 5:
        print("big int", n)
    case let arr as [Int]:
        print("int array sum", arr.reduce(0, +))
    case let dict as [String: Int]:
        print("dict", dict["k"] ?? -1)
    case let b as Bool:
        print("bool", b)
    default:
        print("other:", v)
    }
}

let describables = values.compactMap { $0 as? Describable }
print(describables.count)
let people = values.compactMap { $0 as? Person }
print(people.map { $0.name })
print(values.filter { $0 is String }.count)
// expect: describable: 21°C
// expect: describable: person Ann
// expect: employee: Bo at Acme
// expect: other: plain
// expect: big int 7
// expect: int array sum 6
// expect: dict 1
// expect: other: nil
// expect: bool true
// expect: 3
// expect: ["Ann", "Bo"]
// expect: 1
