// Checks: dynamic dispatch through superclass references vs static overload resolution by static type.
class Animal {
    func speak() -> String { "..." }
    func intro() -> String { "I say \(speak())" }
}
class Dog: Animal {
    override func speak() -> String { "Woof" }
}
class Puppy: Dog {
    override func speak() -> String { super.speak() + " (tiny)" }
}
func describe(_ a: Animal) -> String { "animal: " + a.speak() }
func describe(_ d: Dog) -> String { "dog: " + d.speak() }
let animals: [Animal] = [Animal(), Dog(), Puppy()]
for a in animals {
    print(a.intro(), "|", describe(a))
}
let p = Puppy()
print(describe(p))
let pAsAnimal: Animal = p
print(describe(pAsAnimal))
print(animals)
print(type(of: pAsAnimal))
print("\(p)")
let maybe: Dog? = Puppy()
print(maybe as Any)
print(maybe?.speak() ?? "none")
// expect: I say ... | animal: ...
// expect: I say Woof | animal: Woof
// expect: I say Woof (tiny) | animal: Woof (tiny)
// expect: dog: Woof (tiny)
// expect: animal: Woof (tiny)
// expect: [main.Animal, main.Dog, main.Puppy]
// expect: Puppy
// expect: main.Puppy
// expect: Optional(main.Puppy)
// expect: Woof (tiny)
