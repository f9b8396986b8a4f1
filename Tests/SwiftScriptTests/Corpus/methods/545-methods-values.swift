// Checks: methods used as first-class values, unapplied method references, and printing class/struct instances.
class Counter {
    var count = 0
    func increment() { count += 1 }
    func add(_ n: Int) -> Int { count += n; return count }
}
let c = Counter()
let inc = c.increment
inc(); inc()
print(c.count)
let adder = c.add
print(adder(10))
let unbound = Counter.add
print(unbound(c)(5))
print([1, 2, 3].map(c.add))
print(c)
print([c].count, type(of: c))
struct Temp {
    var celsius: Double
    func fahrenheit() -> Double { celsius * 9 / 5 + 32 }
    func scaled(by f: Double) -> Temp { Temp(celsius: celsius * f) }
}
let temps = [Temp(celsius: 0), Temp(celsius: 100), Temp(celsius: -40)]
print(temps.map { $0.fahrenheit() })
let f = Temp.fahrenheit
print(f(Temp(celsius: 37))())
print(temps[1].scaled(by: 0.5).scaled(by: 0.5))
print(temps.map(Temp.fahrenheit).map { $0() })
// expect: 2
// expect: 12
// expect: 17
// expect: [18, 20, 23]
// expect: main.Counter
// expect: 1 Counter
// expect: [32.0, 212.0, -40.0]
// expect: 98.6
// expect: Temp(celsius: 25.0)
// expect: [32.0, 212.0, -40.0]
