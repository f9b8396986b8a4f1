// Checks: defer runs in reverse order at scope exit, defer on throw and early return, defer in loops and do blocks, try? and try! results
enum FileError: Error { case notFound(String), locked }

func open(_ name: String) throws -> String {
    if name == "missing" { throw FileError.notFound(name) }
    if name == "locked" { throw FileError.locked }
    return "handle(\(name))"
}

func process(_ name: String) throws -> Int {
    print("begin \(name)")
    defer { print("cleanup 1 for \(name)") }
    defer { print("cleanup 2 for \(name)") }
    let h = try open(name)
    defer { print("close \(h)") }
    if name.count > 5 {
        print("too long, returning early")
        return -1
    }
    print("working on \(h)")
    return name.count
}

for n in ["a.txt", "missing", "b", "locked"] {
    do {
        let r = try process(n)
        print("result \(r)")
    } catch FileError.notFound(let what) {
        print("not found: \(what)")
    } catch {
        print("other error: \(error)")
    }
}

for i in 1...3 {
    defer { print("end of iteration \(i)") }
    if i == 2 { continue }
    print("iteration \(i)")
}

do {
    defer { print("do-block defer") }
    print("inside do")
}

let maybe = try? open("missing")
print(maybe as Any)
let sure = try! open("ok")
print(sure)
let nested = try? process("abc")
print(nested as Any)

func counter() -> Int {
    var x = 0
    defer { x += 100; print("deferred sees x = \(x)") }
    x = 5
    return x
}
print(counter())
// expect: begin a.txt
// expect: working on handle(a.txt)
// expect: close handle(a.txt)
// expect: cleanup 2 for a.txt
// expect: cleanup 1 for a.txt
// expect: result 5
// expect: begin missing
// expect: cleanup 2 for missing
// expect: cleanup 1 for missing
// expect: not found: missing
// expect: begin b
// expect: working on handle(b)
// expect: close handle(b)
// expect: cleanup 2 for b
// expect: cleanup 1 for b
// expect: result 1
// expect: begin locked
// expect: cleanup 2 for locked
// expect: cleanup 1 for locked
// expect: other error: locked
// expect: iteration 1
// expect: end of iteration 1
// expect: end of iteration 2
// expect: iteration 3
// expect: end of iteration 3
// expect: inside do
// expect: do-block defer
// expect: nil
// expect: handle(ok)
// expect: begin abc
// expect: working on handle(abc)
// expect: close handle(abc)
// expect: cleanup 2 for abc
// expect: cleanup 1 for abc
// expect: Optional(3)
// expect: deferred sees x = 105
// expect: 5
