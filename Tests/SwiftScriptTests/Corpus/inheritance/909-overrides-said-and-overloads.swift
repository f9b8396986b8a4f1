// Checks: override said for a method and a computed property, overloads by type or label, a new computed property, bare returns in a Void method and initializers: no 'requires an override keyword' nor 'should return a value'
// Overrides said, overloads that differ by type or label, a new computed property, a bare return in a Void method and in an initializer.
class Animal {
  var name = "animal"
  var sound: String { "..." }
  func speak() -> String { sound }
  func feed(_ amount: Int) -> String { "fed \(amount)" }
}
class Dog: Animal {
  override var sound: String { "woof" }
  override func speak() -> String { "\(name): \(sound)" }
  func feed(_ food: String) -> String { "fed \(food)" }
  func feed(amount: Int) -> String { "fed \(amount) scoops" }
  var legs: Int { 4 }
  func rename(_ newName: String) {
    guard !newName.isEmpty else { return }
    name = newName
  }
}
final class Puppy: Dog {
  init?(name: String) {
    super.init()
    if name.isEmpty { return nil }
    self.name = name
    return
  }
}
let dog = Dog()
dog.rename("rex")
dog.rename("")
print(dog.speak(), dog.feed(2), dog.feed("bones"), dog.feed(amount: 3), dog.legs)
print(Puppy(name: "bit")?.speak() ?? "none", Puppy(name: "") == nil)
// expect: rex: woof fed 2 fed bones fed 3 scoops 4
// expect: bit: woof true
