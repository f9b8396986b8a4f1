// Checks: a requirement of an inherited protocol: swiftc names the protocol that states it
protocol Named { var name: String { get } }
protocol Greeter: Named { func greet() -> String }
extension Greeter { func greet() -> String { "hello \(name)" } }
struct Robot: Greeter {}
print(Robot().greet())
// expect-diagnostic: type 'Robot' does not conform to protocol 'Named'
// expect-diagnostic-line: 5
