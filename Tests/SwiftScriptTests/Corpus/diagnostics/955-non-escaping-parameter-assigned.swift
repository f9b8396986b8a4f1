// Checks: a non-escaping closure parameter stored in a property by an initializer: swiftc's error at the '='
class Button {
  var action: () -> Void = {}
  init(action: () -> Void) {
    self.action = action
  }
}
Button { print("tapped") }.action()
// expect-diagnostic: assigning non-escaping parameter 'action' to an '@escaping' closure
// expect-diagnostic-line: 5
