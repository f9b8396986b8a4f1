// The language guide's "Concurrency" chapter: task (a program in the book's style, its output
// recorded from swiftc).
enum FetchError: Error {
    case notFound(String)
    case empty
}
func fetch(_ key: String) async throws -> Int {
    let table = ["a": 1, "b": 2, "z": 0]
    guard let v = table[key] else { throw FetchError.notFound(key) }
    if v == 0 { throw FetchError.empty }
    return v
}

let t1 = Task { () -> Int in
    let x = try await fetch("a")
    let y = try await fetch("b")
    return x + y
}
do {
    let sum = try await t1.value
    print("sum:", sum)
} catch {
    print("unexpected:", error)
}

for key in ["b", "q", "z"] {
    do {
        print(key, try await fetch(key))
    } catch FetchError.notFound(let k) {
        print("not found:", k)
    } catch {
        print("other error:", error)
    }
}

let t2 = Task { () -> String in
    return "hello from task"
}
print(await t2.value)

let t3 = Task { try await fetch("missing") }
do {
    print("success", try await t3.value)
} catch {
    print("failure", error)
}

func maybe(_ k: String) async -> Int? { try? await fetch(k) }
print(await maybe("a") as Any, await maybe("nope") as Any)
// expect: sum: 3
// expect: b 2
// expect: not found: q
// expect: other error: empty
// expect: hello from task
// expect: failure notFound("missing")
// expect: Optional(1) nil
