// Checks: uncaught error with an associated value, rethrown from a catch block
enum HTTPError: Error {
  case status(Int)
}
func fetch() throws { throw HTTPError.status(503) }
print("fetching")
// expect: fetching
do {
  try fetch()
} catch HTTPError.status(let code) where code < 500 {
  print("client error")
}
print("unreachable")
// expect-fault: Error raised at top level: main.HTTPError.status(503)
