// Checks: a method of the required name with other argument labels: swiftc names both
protocol Movable { mutating func move(by distance: Int) }
struct Car: Movable {
  var position = 0
  mutating func move(to distance: Int) { position = distance }
}
var car = Car()
car.move(to: 3)
print(car.position)
// expect-diagnostic: instance method 'move(to:)' has different argument labels from those required by protocol 'Movable' ('move(by:)')
// expect-diagnostic-line: 5
