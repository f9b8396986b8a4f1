// Checks: rethrows with throwing and non-throwing closures, Result with get(), switch and if case, converting errors, errors conforming to CustomStringConvertible, where clauses in catch
enum ParseError: Error, CustomStringConvertible {
    case empty
    case badCharacter(Character, at: Int)
    var description: String {
        switch self {
        case .empty: return "empty input"
        case let .badCharacter(c, at: i): return "bad character '\(c)' at \(i)"
        }
    }
}

func parseDigits(_ s: String) throws -> Int {
    if s.isEmpty { throw ParseError.empty }
    var value = 0
    for (i, c) in s.enumerated() {
        guard let d = c.wholeNumberValue else { throw ParseError.badCharacter(c, at: i) }
        value = value * 10 + d
    }
    return value
}

func applyAll(_ items: [String], _ transform: (String) throws -> Int) rethrows -> [Int] {
    var out: [Int] = []
    for item in items { out.append(try transform(item)) }
    return out
}

print(applyAll(["a", "bb", "ccc"]) { $0.count })
do {
    print(try applyAll(["12", "345"], parseDigits))
    print(try applyAll(["7", "8x9"], parseDigits))
} catch let ParseError.badCharacter(c, at: i) where i > 0 {
    print("late bad char \(c) at index \(i)")
} catch {
    print("other: \(error)")
}

func parseResult(_ s: String) -> Result<Int, ParseError> {
    do {
        return .success(try parseDigits(s))
    } catch let e as ParseError {
        return .failure(e)
    } catch {
        fatalError("unexpected")
    }
}
for s in ["42", "", "4?2"] {
    switch parseResult(s) {
    case .success(let v): print("ok \(v)")
    case .failure(let e): print("failed: \(e)")
    }
}
let r = parseResult("99")
print((try? r.get()) ?? -1)
if case .success(let v) = r { print("doubled \(v * 2)") }
var caught: Result<Int, Error>
do { caught = .success(try parseDigits("x")) } catch { caught = .failure(error) }
if case .failure(let e) = caught { print("caught: \(e)") }
print([1, 2, 3].map { $0 + 1 })
// expect: [1, 2, 3]
// expect: [12, 345]
// expect: late bad char x at index 1
// expect: ok 42
// expect: failed: empty input
// expect: failed: bad character '?' at 1
// expect: 99
// expect: doubled 198
// expect: caught: bad character 'x' at 0
// expect: [2, 3, 4]
