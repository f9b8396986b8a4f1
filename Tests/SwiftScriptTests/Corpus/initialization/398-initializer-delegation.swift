// Checks: the Initialization chapter's value-type delegation: self.init from another initializer of a struct
struct Celsius {
  var temperatureInCelsius: Double
  init(fromFahrenheit fahrenheit: Double) {
    temperatureInCelsius = (fahrenheit - 32.0) / 1.8
  }
  init(fromKelvin kelvin: Double) {
    temperatureInCelsius = kelvin - 273.15
  }
  init(_ celsius: Double) {
    self.init(fromFahrenheit: celsius * 1.8 + 32)
  }
}
print(Celsius(fromFahrenheit: 212.0).temperatureInCelsius)
print(Celsius(fromKelvin: 273.15).temperatureInCelsius)
print(Celsius(37.0).temperatureInCelsius)

struct Size { var width = 0.0, height = 0.0 }
struct Point { var x = 0.0, y = 0.0 }
struct Rect {
  var origin = Point()
  var size = Size()
  init() {}
  init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }
  init(center: Point, size: Size) {
    let originX = center.x - (size.width / 2)
    let originY = center.y - (size.height / 2)
    self.init(origin: Point(x: originX, y: originY), size: size)
  }
}
let basicRect = Rect()
let originRect = Rect(origin: Point(x: 2.0, y: 2.0), size: Size(width: 5.0, height: 5.0))
let centerRect = Rect(center: Point(x: 4.0, y: 4.0), size: Size(width: 3.0, height: 3.0))
print(basicRect.origin.x, originRect.size.width, centerRect.origin.x, centerRect.origin.y)
// expect: 100.0
// expect: 0.0
// expect: 37.00000000000001
// expect: 0.0 5.0 2.5 2.5
