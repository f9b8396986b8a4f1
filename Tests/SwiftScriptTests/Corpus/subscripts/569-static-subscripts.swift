// Checks: the book's type subscript (static subscript) on the Planet enum.
enum Planet: Int {
    case mercury = 1, venus, earth, mars, jupiter, saturn, uranus, neptune
    static subscript(n: Int) -> Planet {
        return Planet(rawValue: n)!
    }
}
let mars = Planet[4]
print(mars)
print(Planet[1], Planet[8].rawValue)
struct Registry {
    static var names = ["zero", "one", "two"]
    static subscript(i: Int) -> String {
        get { names[i] }
        set { names[i] = newValue }
    }
}
print(Registry[1])
Registry[2] = "TWO"
print(Registry.names)
// expect: mars
// expect: mercury 8
// expect: one
// expect: ["zero", "one", "TWO"]
