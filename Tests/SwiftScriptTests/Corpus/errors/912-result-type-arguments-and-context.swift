// Checks: a Result prints as Swift.Result with its type arguments (Result<Int, Never> from a closure that cannot throw, Result<Int, any Error> from one that can), map and mapError give the new argument, flatMap's closure takes the Result's type, and .success($0) in a closure is typed by where the Result goes (the workbook printed main.Result, and said: cannot infer contextual base in reference to member 'success')
enum NetError: Error { case offline, timeout }
struct Wrapped: Error { let inner: NetError }
func fetch(_ ok: Bool, completion: (Result<String, NetError>) -> Void) {
  completion(ok ? .success("token") : .failure(.offline))
}
fetch(true) { result in
  print(result, [result])
  switch result {
  case .success(let token): print("got", token)
  case .failure(let error): print("failed", error)
  }
}
fetch(false) { print($0, type(of: $0)) }
func parse(_ text: String) -> Result<Int, NetError> {
  Int(text).map { .success($0) } ?? .failure(.timeout)
}
print(parse("12"), parse("x"))
debugPrint(parse("7"))
let caught = Result { 41 + 1 }
print(caught, [caught], type(of: caught))
func risky() throws -> Int { throw NetError.timeout }
let failed = Result { try risky() }
print(failed, [failed], type(of: failed))
let lengths = Result<String, NetError>.success("abc").map { $0.count }
print([lengths], type(of: lengths))
let wrapped = Result<Int, NetError>.failure(.timeout).mapError { Wrapped(inner: $0) }
print([wrapped], type(of: wrapped))
let chained = Result<Int, NetError>.success(2).flatMap { n in n > 1 ? .success(String(n)) : .failure(.offline) }
print([chained], type(of: chained))
let all: [Result<Int, NetError>] = [1, 2].map { .success($0) }
print(all)
func load() -> Result<[String], Error> { .failure(NetError.offline) }
print([load()], String(reflecting: load()))
// expect: success("token") [Swift.Result<Swift.String, main.NetError>.success("token")]
// expect: got token
// expect: failure(main.NetError.offline) Result<String, NetError>
// expect: success(12) failure(main.NetError.timeout)
// expect: Swift.Result<Swift.Int, main.NetError>.success(7)
// expect: success(42) [Swift.Result<Swift.Int, Swift.Never>.success(42)] Result<Int, Never>
// expect: failure(main.NetError.timeout) [Swift.Result<Swift.Int, Swift.Error>.failure(main.NetError.timeout)] Result<Int, Error>
// expect: [Swift.Result<Swift.Int, main.NetError>.success(3)] Result<Int, NetError>
// expect: [Swift.Result<Swift.Int, main.Wrapped>.failure(main.Wrapped(inner: main.NetError.timeout))] Result<Int, Wrapped>
// expect: [Swift.Result<Swift.String, main.NetError>.success("2")] Result<String, NetError>
// expect: [Swift.Result<Swift.Int, main.NetError>.success(1), Swift.Result<Swift.Int, main.NetError>.success(2)]
// expect: [Swift.Result<Swift.Array<Swift.String>, Swift.Error>.failure(main.NetError.offline)] Swift.Result<Swift.Array<Swift.String>, Swift.Error>.failure(main.NetError.offline)
