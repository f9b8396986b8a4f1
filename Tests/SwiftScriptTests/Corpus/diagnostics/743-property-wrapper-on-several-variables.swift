// Checks: one property wrapper attribute on a declaration of two variables is rejected with swiftc's message
@propertyWrapper
struct NonNegative {
  private var value = 0
  var wrappedValue: Int {
    get { value }
    set { value = max(0, newValue) }
  }
}

struct Stock {
  @NonNegative var apples: Int, pears: Int
}
var stock = Stock()
stock.apples = -3
print(stock.apples)
// expect-diagnostic: property wrapper can only apply to a single variable
// expect-diagnostic-line: 12
