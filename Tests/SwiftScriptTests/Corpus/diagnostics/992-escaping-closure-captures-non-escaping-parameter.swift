// Checks: a closure kept past the call (passed for an @escaping parameter) that calls a non-escaping closure parameter: swiftc's flow error at the closure's brace
var pending: [() -> Void] = []
func later(_ work: @escaping () -> Void) {
  pending.append(work)
}
func fetchToken(completion: (String) -> Void) {
  later {
    completion("token")
  }
}
fetchToken { print($0) }
pending.forEach { $0() }
// expect-diagnostic: escaping closure captures non-escaping parameter 'completion'
// expect-diagnostic-line: 7
