// Checks: [AnyObject] with subclass-first as? chains, compactMap to superclass, switch on class hierarchy, identity across casts
class Animal {
    let name: String
    init(name: String) { self.name = name }
    func speak() -> String { return "..." }
}
class Dog: Animal {
    override func speak() -> String { return "Woof" }
    func fetch() -> String { return "\(name) fetches" }
}
class Cat: Animal {
    override func speak() -> String { return "Meow" }
}
class Robot {
    let serial: Int
    init(serial: Int) { self.serial = serial }
}

let objects: [AnyObject] = [Dog(name: "Rex"), Cat(name: "Tom"), Robot(serial: 7), Dog(name: "Fido")]

for object in objects {
    if let dog = object as? Dog {
        print("Dog \(dog.name): \(dog.speak()), \(dog.fetch())")
    } else if let animal = object as? Animal {
        print("Animal \(animal.name): \(animal.speak())")
    } else if let robot = object as? Robot {
        print("Robot #\(robot.serial)")
    }
}

let animals = objects.compactMap { $0 as? Animal }
print(animals.map { $0.speak() }.joined(separator: " "))

// Downcasting from a superclass array and checking with switch
let pets: [Animal] = [Cat(name: "Kitty"), Dog(name: "Spot"), Animal(name: "Generic")]
for pet in pets {
    switch pet {
    case let d as Dog: print("switch: dog", d.name)
    case is Cat: print("switch: cat", pet.name)
    default: print("switch: animal", pet.name)
    }
}
let dogCount = pets.filter { $0 is Dog }.count
print("dogs:", dogCount)
let maybeDog: Dog? = pets[0] as? Dog
print(maybeDog == nil ? "not a dog" : "a dog")
print(objects[0] === animals[0])
// expect: Dog Rex: Woof, Rex fetches
// expect: Animal Tom: Meow
// expect: Robot #7
// expect: Dog Fido: Woof, Fido fetches
// expect: Woof Meow Woof
// expect: switch: cat Kitty
// expect: switch: dog Spot
// expect: switch: animal Generic
// expect: dogs: 1
// expect: not a dog
// expect: true
