// Checks: a subclass's stored property named like a property its superclass shows is rejected with swiftc's message
class Vehicle {
  var wheels = 4
  var description: String { "\(wheels) wheels" }
}

class Bicycle: Vehicle {
  var wheels = 2
}
print(Bicycle().description)
// expect-diagnostic: cannot override with a stored property 'wheels'
// expect-diagnostic-line: 8
