// Checks: a class whose stored property starts without a value and that declares no initializer has none (an optional let does not start as nil)
class Account {
  var nickname: String?
  let id: Int?
}
print("unreached")
// expect-diagnostic: class 'Account' has no initializers
// expect-diagnostic-line: 2
