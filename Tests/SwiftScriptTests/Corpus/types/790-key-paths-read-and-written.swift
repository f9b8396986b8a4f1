// Checks: key paths beyond \.name: \Person.address.city in a variable, \.tags[1], [keyPath:] reads and writes, KeyPath and WritableKeyPath annotations, a generic function taking a KeyPath, appending(path:), type(of:) (they were 'not supported')
// Key paths stored in variables, read and written through, with subscripts, appended, and their types.
struct Address { var city: String; var zip: String }
struct Person { var name: String; var address: Address; var tags: [String] }
var p = Person(name: "Ana", address: Address(city: "Oslo", zip: "0150"), tags: ["a", "b"])
let cityPath = \Person.address.city
print(p[keyPath: cityPath], p[keyPath: \.tags[1]], p[keyPath: \Person.tags.count])
p[keyPath: cityPath] = "Bergen"
print(p.address.city)
let people = [p, Person(name: "Bo", address: Address(city: "Rome", zip: "1"), tags: [])]
print(people.map(\.name), people.map(\.address.city), people.sorted { $0.name > $1.name }.map(\.name))
let kp: KeyPath<Person, String> = \.name
print(people.map { $0[keyPath: kp] }, type(of: kp))
let wk: WritableKeyPath<Person, String> = \.address.zip
p[keyPath: wk] = "5000"
print(p.address.zip)
func pluck<T, V>(_ items: [T], _ path: KeyPath<T, V>) -> [V] { items.map { $0[keyPath: path] } }
print(pluck(people, \.address.zip))
let appended = cityPath.appending(path: \.count)
print(p[keyPath: appended])
print(people.filter { $0.tags.isEmpty }.map(\.name), people.contains { $0.address.city == "Rome" })
// expect: Oslo b 2
// expect: Bergen
// expect: ["Ana", "Bo"] ["Bergen", "Rome"] ["Bo", "Ana"]
// expect: ["Ana", "Bo"] WritableKeyPath<Person, String>
// expect: 5000
// expect: ["0150", "1"]
// expect: 6
// expect: ["Bo"] true
