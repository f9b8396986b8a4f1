// Checks: a subclass's initializer that calls no super.init where the superclass has no init() to call for it: swiftc's error at the initializer's closing brace (the workbook stopped at run time with another message)
class Account {
  var username: String
  init(username: String) { self.username = username }
}
class CachedAccount: Account {
  var cachedAt: Int
  init(cachedAt: Int) {
    self.cachedAt = cachedAt
  }
}
print(CachedAccount(cachedAt: 1).cachedAt)
// expect-diagnostic: 'super.init' isn't called on all paths before returning from initializer
// expect-diagnostic-line: 10
