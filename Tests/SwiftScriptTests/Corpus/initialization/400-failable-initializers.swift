// Checks: the Initialization chapter's failable initializers: structs, enums, raw values, and a failing super.init ending the subclass's
struct Animal {
  let species: String
  init?(species: String) {
    if species.isEmpty { return nil }
    self.species = species
  }
}
let someCreature = Animal(species: "Giraffe")
if let giraffe = someCreature {
  print("An animal was initialized with a species of \(giraffe.species)")
}
let anonymousCreature = Animal(species: "")
if anonymousCreature == nil {
  print("The anonymous creature couldn't be initialized")
}

enum TemperatureUnit {
  case kelvin, celsius, fahrenheit
  init?(symbol: Character) {
    switch symbol {
    case "K": self = .kelvin
    case "C": self = .celsius
    case "F": self = .fahrenheit
    default: return nil
    }
  }
}
print(TemperatureUnit(symbol: "F") != nil, TemperatureUnit(symbol: "X") == nil)

enum RawUnit: Character {
  case kelvin = "K", celsius = "C", fahrenheit = "F"
}
print(RawUnit(rawValue: "F") != nil, RawUnit(rawValue: "X") == nil)

class Product {
  let name: String
  init?(name: String) {
    if name.isEmpty { return nil }
    self.name = name
  }
}
class CartItem: Product {
  let quantity: Int
  init?(name: String, quantity: Int) {
    if quantity < 1 { return nil }
    self.quantity = quantity
    super.init(name: name)
    print("CartItem \(name) made")
  }
}
if let twoSocks = CartItem(name: "sock", quantity: 2) {
  print("Item: \(twoSocks.name), quantity: \(twoSocks.quantity)")
}
if let zeroShirts = CartItem(name: "shirt", quantity: 0) {
  print("Item: \(zeroShirts.name), quantity: \(zeroShirts.quantity)")
} else {
  print("Unable to initialize zero shirts")
}
if let oneUnnamed = CartItem(name: "", quantity: 1) {
  print("Item: \(oneUnnamed.name), quantity: \(oneUnnamed.quantity)")
} else {
  print("Unable to initialize one unnamed product")
}
// expect: An animal was initialized with a species of Giraffe
// expect: The anonymous creature couldn't be initialized
// expect: true true
// expect: true true
// expect: CartItem sock made
// expect: Item: sock, quantity: 2
// expect: Unable to initialize zero shirts
// expect: Unable to initialize one unnamed product
