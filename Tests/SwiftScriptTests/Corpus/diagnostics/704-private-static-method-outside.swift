// Checks: a private static method called from outside its type is rejected in swiftc's words
struct Counter {
  private static var made = 0
  private static func bump() { made += 1 }
}
Counter.bump()
// expect-diagnostic: 'bump' is inaccessible due to 'private' protection level
// expect-diagnostic-line: 6
