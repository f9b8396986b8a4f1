// Checks: a class inheriting from a final class: swiftc's error at the subclass's name
final class TokenCache {
  var tokens: [String] = []
}
class SharedTokenCache: TokenCache {
  var shared = true
}
print(SharedTokenCache().shared)
// expect-diagnostic: inheritance from a final class 'TokenCache'
// expect-diagnostic-line: 5
