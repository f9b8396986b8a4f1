// Checks: a class whose initializers do not include the one its protocol requires
protocol Factory { init(seed: Int) }
class Widget: Factory {
  init() {}
}
print(Widget())
// expect-diagnostic: type 'Widget' does not conform to protocol 'Factory'
// expect-diagnostic-line: 3
