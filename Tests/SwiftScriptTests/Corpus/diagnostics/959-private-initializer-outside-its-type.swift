// Checks: a singleton's private init() called from outside the class: swiftc's error at the type's name (the workbook made a second instance)
class Session {
  static let shared = Session()
  private init() {}
  var signedIn = false
}
Session.shared.signedIn = true
let another = Session()
print(another.signedIn)
// expect-diagnostic: 'Session' initializer is inaccessible due to 'private' protection level
// expect-diagnostic-line: 8
