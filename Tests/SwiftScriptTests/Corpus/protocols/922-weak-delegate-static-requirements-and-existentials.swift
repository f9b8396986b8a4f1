// Checks: a class-bound delegate protocol held weak (with a default method), static and initializer requirements through a metatype, any and some collections, a mutating requirement through an existential (the workbook said: binary operator '+' cannot be applied to operands of type 'Int' and 'Double', for reduce(0) in a function returning Double)
protocol SignInDelegate: AnyObject {
  func didSignIn(_ user: String)
  func didFail(_ reason: String)
}
extension SignInDelegate {
  func didFail(_ reason: String) { print("default failure:", reason) }
}
final class SignInController {
  weak var delegate: SignInDelegate?
  func run(_ ok: Bool) {
    if ok { delegate?.didSignIn("ana") } else { delegate?.didFail("cancelled") }
  }
  deinit { print("controller gone") }
}
final class Screen: SignInDelegate {
  let controller = SignInController()
  init() { controller.delegate = self }
  func didSignIn(_ user: String) { print("welcome", user) }
  deinit { print("screen gone") }
}
var screen: Screen? = Screen()
screen!.controller.run(true)
screen!.controller.run(false)
let controller = screen!.controller
screen = nil
controller.run(true)
print(controller.delegate == nil)
protocol Shape { static var sides: Int { get }; init(); func area() -> Double }
struct Square: Shape { static var sides: Int { 4 }; var side = 2.0; init() {}; func area() -> Double { side * side } }
struct Tri: Shape { static let sides = 3; init() {}; func area() -> Double { 1.5 } }
func make<S: Shape>(_ type: S.Type) -> S { S() }
print(make(Square.self).area(), Square.sides, Tri.sides)
let shapes: [any Shape] = [Square(), Tri()]
print(shapes.map { $0.area() }, shapes.map { type(of: $0).sides })
func total(_ shapes: [some Shape]) -> Double { shapes.reduce(0) { $0 + $1.area() } }
print(total([Square(), Square()]))
protocol Resettable { mutating func reset() }
struct Counter: Resettable { var n = 5; mutating func reset() { n = 0 } }
var c = Counter()
c.reset()
var r: any Resettable = Counter(n: 3)
r.reset()
print(c.n, (r as! Counter).n)
// expect: welcome ana
// expect: default failure: cancelled
// expect: screen gone
// expect: true
// expect: 4.0 4 3
// expect: [4.0, 1.5] [4, 3]
// expect: 8.0
// expect: 0 0
