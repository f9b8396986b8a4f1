// Checks: async throwing functions with try await, do/catch around awaited calls, and rethrowing errors from async code.
enum PhotoError: Error { case notFound(String), empty }
func fetch(_ name: String) async throws -> String {
    if name.isEmpty { throw PhotoError.empty }
    if name.hasPrefix("x") { throw PhotoError.notFound(name) }
    return "photo:" + name
}
func fetchAll(_ names: [String]) async throws -> [String] {
    var result: [String] = []
    for n in names { result.append(try await fetch(n)) }
    return result
}
do {
    let p = try await fetch("beach")
    print(p)
    let all = try await fetchAll(["a", "b"])
    print(all)
    _ = try await fetchAll(["c", "xray", "d"])
    print("unreachable")
} catch PhotoError.notFound(let n) {
    print("not found: \(n)")
} catch {
    print("other: \(error)")
}
do {
    _ = try await fetch("")
} catch {
    print("caught \(error)")
}
let maybe = try? await fetch("xyz")
print(maybe as Any)
let ok = try? await fetch("ok")
print(ok ?? "none")
func safeFetch(_ n: String) async -> Result<String, PhotoError> {
    do { return .success(try await fetch(n)) } catch let e as PhotoError { return .failure(e) } catch { return .failure(.empty) }
}
print(await safeFetch("q"), await safeFetch("x1"))
// expect: photo:beach
// expect: ["photo:a", "photo:b"]
// expect: not found: xray
// expect: caught empty
// expect: nil
// expect: photo:ok
// expect: success("photo:q") failure(main.PhotoError.notFound("x1"))
