// Checks: catch patterns with associated values and where clauses
enum HTTPError: Error {
  case http(Int)
  case offline
}
func fetch(_ code: Int) throws -> String {
  if code == 0 { throw HTTPError.offline }
  if code >= 400 { throw HTTPError.http(code) }
  return "ok \(code)"
}
for code in [200, 404, 503, 0] {
  do {
    print(try fetch(code))
  } catch HTTPError.http(let c) where c >= 500 {
    print("server error \(c)")
  } catch HTTPError.http(let c) {
    print("client error \(c)")
  } catch {
    print("no connection")
  }
}
// expect: ok 200
// expect: client error 404
// expect: server error 503
// expect: no connection
