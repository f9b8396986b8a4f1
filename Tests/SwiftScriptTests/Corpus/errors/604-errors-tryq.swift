// Checks: try? flattens optional results, try? with if let and guard, try on both sides of ??, errors thrown from inside closures passed to map, error propagation through nested function calls with defer
enum LookupError: Error { case missing(String), denied }

let directory = ["ann": 30, "bob": 41]
func age(of name: String) throws -> Int? {
    if name == "root" { throw LookupError.denied }
    return directory[name]
}

let a = try? age(of: "ann")
let b = try? age(of: "zed")
let c = try? age(of: "root")
print(a as Any, b as Any, c as Any)

if let x = try? age(of: "bob") {
    print("bob is \(x)")
}

func strictAge(_ name: String) throws -> Int {
    guard let v = try age(of: name) else { throw LookupError.missing(name) }
    return v
}
func describe(_ name: String) -> String {
    guard let v = try? strictAge(name) else { return "\(name): unknown" }
    return "\(name): \(v)"
}
print(["ann", "zed", "root"].map(describe))

let fallback = (try? strictAge("zed")) ?? (try? strictAge("bob")) ?? 0
print(fallback)

do {
    let ages = try ["ann", "bob", "eve"].map { try strictAge($0) }
    print(ages)
} catch LookupError.missing(let who) {
    print("missing \(who)")
}

func level3() throws { defer { print("leaving level3") }; throw LookupError.denied }
func level2() throws { defer { print("leaving level2") }; try level3(); print("unreachable") }
func level1() -> String {
    defer { print("leaving level1") }
    do { try level2() } catch { return "level1 caught \(error)" }
    return "no error"
}
print(level1())
let sum = try! strictAge("ann") + strictAge("bob")
print(sum)
// expect: Optional(30) nil nil
// expect: bob is 41
// expect: ["ann: 30", "zed: unknown", "root: unknown"]
// expect: 41
// expect: missing eve
// expect: leaving level3
// expect: leaving level2
// expect: leaving level1
// expect: level1 caught denied
// expect: 71
