// Checks: a requirement with a default in the protocol's extension, on a class that conforms without
// declaring the method: a subclass's method of that name overrides nothing, so calls through the protocol, a
// generic parameter or the superclass run the default, and only calls on the subclass's own type run it.
protocol Sound { func make() -> String }
extension Sound { func make() -> String { "..." } }
class Animal: Sound {}
class Dog: Animal { func make() -> String { "Woof" } }
let d = Dog()
let asAnimal: Animal = d
let asSound: Sound = d
print(d.make(), asAnimal.make(), asSound.make())
let sounds: [Sound] = [Dog(), Animal()]
for s in sounds { print(s.make()) }
class Cat: Sound { func make() -> String { "Meow" } }
class Lion: Cat { override func make() -> String { "Roar" } }
let big: Sound = Lion()
let cat: Cat = Lion()
print(big.make(), cat.make())
struct Fish: Sound {}
struct Bird: Sound { func make() -> String { "Tweet" } }
let others: [Sound] = [Fish(), Bird()]
print(others.map { $0.make() })
func noise<T: Sound>(_ x: T) -> String { x.make() }
print(noise(d), noise(Lion()))
// expect: Woof ... ...
// expect: ...
// expect: ...
// expect: Roar Roar
// expect: ["...", "Tweet"]
// expect: ... Roar
