// Checks: `catch NetError.offline` and `catch NetError.timeout(let s)` reached by an error of another type (a
// struct) do not match it, and the next clause catches it.
enum NetError: Error { case offline, timeout(seconds: Int) }
struct HTTPError: Error { let code: Int }
func attempt(_ n: Int) throws {
    switch n {
    case 0: throw HTTPError(code: 404)
    case 1: throw NetError.offline
    default: throw NetError.timeout(seconds: n)
    }
}
for n in 0..<3 {
    do {
        try attempt(n)
    } catch NetError.offline {
        print("offline")
    } catch NetError.timeout(let s) {
        print("timeout after \(s)")
    } catch {
        print("other \(error)")
    }
}
// expect: other HTTPError(code: 404)
// expect: offline
// expect: timeout after 2
