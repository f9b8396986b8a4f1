// Checks: catch clauses (struct error cast first) mixing enum-case patterns with where clauses, casts to struct errors, wrapping errors in a struct error, is-checks and switch over Error values, Equatable errors
enum NetError: Error, Equatable { case timeout(seconds: Int), offline }
struct AppError: Error { let inner: Error; let context: String }
func request(_ n: Int) throws -> String {
    switch n {
    case 0: return "ok"
    case 1: throw NetError.offline
    case 2: throw NetError.timeout(seconds: 30)
    default: throw AppError(inner: NetError.timeout(seconds: n), context: "req \(n)")
    }
}
for n in 0...3 {
    do {
        print(try request(n))
    } catch let app as AppError {
        if case NetError.timeout(let s) = app.inner { print("\(app.context): inner timeout \(s)") }
    } catch let e as NetError where e == .offline {
        print("offline!")
    } catch NetError.timeout(let s) where s > 10 {
        print("long timeout \(s)")
    } catch {
        print("other")
    }
}
func wrap(_ n: Int) throws -> String {
    do { return try request(n) }
    catch { throw AppError(inner: error, context: "wrapped") }
}
do { _ = try wrap(1) } catch {
    let e = error as? AppError
    print(e?.context ?? "?", e.map { "\($0.inner)" } ?? "")
    print(error is AppError, error is NetError)
}
let errs: [Error] = [NetError.offline, AppError(inner: NetError.offline, context: "c")]
for e in errs {
    switch e {
    case is AppError: print("app error")
    case NetError.offline: print("matched offline")
    default: print("default")
    }
}
print(NetError.timeout(seconds: 1) == .timeout(seconds: 1))
// expect: ok
// expect: offline!
// expect: long timeout 30
// expect: req 3: inner timeout 3
// expect: wrapped offline
// expect: true false
// expect: matched offline
// expect: app error
// expect: true
