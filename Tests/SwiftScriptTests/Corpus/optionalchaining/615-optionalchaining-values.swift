// Checks: optional chaining on value types (mutating methods and assignment through chains keep copies independent), chains into dictionaries and arrays, optional patterns in switch and if case
struct Address { var street: String?; mutating func rename(_ s: String) { street = s } }
struct Residence { var address: Address?; var rooms: [String] = [] }
struct Person { var residence: Residence? }
var p = Person(residence: Residence(address: Address(street: "Main")))
let copy = p
p.residence?.address?.rename("Oak")
p.residence?.rooms.append("Hall")
print(p.residence?.address?.street ?? "-", copy.residence?.address?.street ?? "-", p.residence!.rooms)
var people: [String: Person] = ["j": p]
people["j"]?.residence?.address?.street = "Elm"
people["k"]?.residence?.address?.street = "Nope"
print(people["j"]?.residence?.address?.street as Any, people.count)
switch p.residence?.address?.street {
case "Oak"?: print("on Oak")
case .some(let s): print("on \(s)")
case nil: print("nowhere")
}
if case let s? = people["j"]?.residence?.address?.street { print("case let \(s)") }
let counts = people["j"]?.residence?.rooms.count
print(counts.map { $0 * 10 } as Any)
var arr: [Address]? = [Address(street: nil)]
arr?[0].street = "First"
print(arr?.first?.street?.uppercased() as Any)
print(arr?.isEmpty == false)
let opt: [Int]? = nil
print(opt?.count ?? 0, opt?[0] as Any)
// expect: Oak Main ["Hall"]
// expect: Optional("Elm") 1
// expect: on Oak
// expect: case let Elm
// expect: Optional(10)
// expect: Optional("FIRST")
// expect: true
// expect: 0 nil
