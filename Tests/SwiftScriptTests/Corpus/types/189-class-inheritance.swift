// Checks: subclass overriding a method and calling super, and a final class
class Animal {
  let name: String
  init(name: String) { self.name = name }
  func speak() -> String { "\(name) makes a sound" }
}
class Dog: Animal {
  override func speak() -> String {
    super.speak() + ", woof"
  }
}
final class Puppy: Dog {
  override func speak() -> String { "tiny " + super.speak() }
}
let pets: [Animal] = [Animal(name: "Generic"), Dog(name: "Rex"), Puppy(name: "Bit")]
for p in pets {
  print(p.speak())
}
// expect: Generic makes a sound
// expect: Rex makes a sound, woof
// expect: tiny Bit makes a sound, woof
