// Checks: the Properties chapter's property wrapper is reported as not supported, not run wrongly
@propertyWrapper
struct TwelveOrLess {
  private var number = 0
  var wrappedValue: Int {
    get { return number }
    set { number = min(newValue, 12) }
  }
}
struct SmallRectangle {
  @TwelveOrLess var height: Int
  @TwelveOrLess var width: Int
}
var rectangle = SmallRectangle()
print(rectangle.height)
rectangle.height = 24
print(rectangle.height)
// expect: 0
// expect: 12
// expect-unsupported: property wrappers are not supported in the workbook
