// Checks: an enum case whose only payload is () prints as name() (Result<Void, _>.success(()) as success())
// A case whose one payload is the empty tuple prints with empty parentheses.
enum Signal { case ping(Void), pair(Int, Void), named(x: Void), plain }
print(Signal.ping(()), Signal.pair(1, ()), Signal.named(x: ()), Signal.plain)
enum Failure: Error { case broken }
func work(_ fail: Bool) -> Result<Void, Failure> { fail ? .failure(.broken) : .success(()) }
print(work(false), work(true))
switch work(false) {
case .success: print("done")
case .failure(let error): print("failed:", error)
}
// expect: ping() pair(1, ()) named(x: ()) plain
// expect: success() failure(main.Failure.broken)
// expect: done
