// Checks: key paths to a class's properties (ReferenceWritableKeyPath, observers run on a write), through a let (KeyPath), through ? and dictionary subscripts, in a loop, \.self
// Key paths: to class properties, through a let, with subscripts and optional chaining, written through.
class Pet {
  var name: String
  let species: String
  var age = 1 { didSet { print("\(name) is now \(age)") } }
  init(name: String, species: String) { self.name = name; self.species = species }
}
struct Owner { var pet: Pet?; var scores: [String: Int]; let id: Int; var nick = "none" }
let rex = Pet(name: "Rex", species: "dog")
var owner = Owner(pet: rex, scores: ["a": 1], id: 7)
let petName = \Pet.name
let species = \Pet.species
let ownerPetName = \Owner.pet?.name
print(\Owner.nick, \Owner.id)
print(type(of: petName), type(of: species), type(of: \Owner.id), type(of: \Owner.nick), type(of: \Owner.scores))
print(rex[keyPath: petName], rex[keyPath: species], owner[keyPath: ownerPetName] as Any, owner[keyPath: \.scores["a"]] as Any)
rex[keyPath: petName] = "Max"
rex[keyPath: \Pet.age] = 2
owner[keyPath: \.scores["b"]] = 5
owner[keyPath: \.nick] = "boss"
print(rex.name, owner.scores.sorted { $0.key < $1.key }, owner.nick, owner.pet!.name)
owner.pet = nil
print(owner[keyPath: ownerPetName] as Any)
var owners = [owner, Owner(pet: rex, scores: [:], id: 8)]
for i in owners.indices { owners[i][keyPath: \.nick] = "n\(i)" }
print(owners.map(\.nick), owners.map(\.id), owners.compactMap(\.pet?.name))
let byID = \Owner.id
print(owners.map { $0[keyPath: byID] }.reduce(0, +), owners.sorted { $0[keyPath: \.id] > $1[keyPath: \.id] }.map(\.id))
let ages = [rex].map(\.age)
print(ages, [1, 2, 3].map(\.self), [[1, 2], [3]].map(\.count))
// expect: \Owner.nick \Owner.id
// expect: ReferenceWritableKeyPath<Pet, String> KeyPath<Pet, String> KeyPath<Owner, Int> WritableKeyPath<Owner, String> WritableKeyPath<Owner, Dictionary<String, Int>>
// expect: Rex dog Optional("Rex") Optional(1)
// expect: Max is now 2
// expect: Max [(key: "a", value: 1), (key: "b", value: 5)] boss Max
// expect: nil
// expect: ["n0", "n1"] [7, 8] ["Max"]
// expect: 15 [8, 7]
// expect: [2] [1, 2, 3] [2, 1]
