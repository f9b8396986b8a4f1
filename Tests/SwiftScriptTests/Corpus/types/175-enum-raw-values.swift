// Checks: enums with String and Int raw values, rawValue and failable init(rawValue:)
enum Planet: Int {
  case mercury = 1, venus, earth, mars
}
print(Planet.earth.rawValue)
// expect: 3
print(Planet(rawValue: 4) as Any)
// expect: Optional(main.Planet.mars)
print(Planet(rawValue: 9) as Any)
// expect: nil
enum Suit: String {
  case hearts = "♥", spades
}
print(Suit.hearts.rawValue, Suit.spades.rawValue)
// expect: ♥ spades
if let s = Suit(rawValue: "spades") {
  print(s)
}
// expect: spades
