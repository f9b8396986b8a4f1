// Checks: extensions add methods and computed properties to existing types
extension Int {
  var isEven: Bool { self % 2 == 0 }
  func times(_ body: () -> Void) {
    for _ in 0..<self { body() }
  }
}
print(4.isEven, 7.isEven)
// expect: true false
3.times { print("hey") }
// expect: hey
// expect: hey
// expect: hey
extension String {
  func shout() -> String { uppercased() + "!" }
}
print("hi".shout())
// expect: HI!
