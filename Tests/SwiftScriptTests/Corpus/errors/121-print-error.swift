// Checks: print of an enum error shows the case name, including associated values
enum NetError: Error {
  case timeout
  case http(code: Int)
  case message(String)
}
func fail(_ e: NetError) throws { throw e }
for e in [NetError.timeout, .http(code: 404), .message("bad")] {
  do {
    try fail(e)
  } catch {
    print(error)
  }
}
// expect: timeout
// expect: http(code: 404)
// expect: message("bad")
do { try fail(.timeout) } catch { print("caught: \(error)") }
// expect: caught: timeout
