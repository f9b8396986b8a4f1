// Checks: nested types inside classes, nested enum with associated values and methods, used from a subclass.
class Parser {
    enum Token: Equatable {
        case number(Int)
        case op(Character)
        case end
        var isOperator: Bool {
            if case .op = self { return true }
            return false
        }
    }
    struct Position { var index: Int }
    var pos = Position(index: 0)
    func tokens(_ s: String) -> [Token] {
        var out: [Token] = []
        for ch in s {
            if let n = Int(String(ch)) { out.append(.number(n)) } else { out.append(.op(ch)) }
            pos.index += 1
        }
        out.append(.end)
        return out
    }
}
class LoudParser: Parser {
    override func tokens(_ s: String) -> [Token] {
        let t = super.tokens(s)
        print("parsed \(t.count) tokens, pos \(pos.index)")
        return t
    }
}
let p: Parser = LoudParser()
let toks = p.tokens("1+2*3")
print(toks)
print(toks.filter { $0.isOperator }.count)
print(toks[0] == .number(1), toks.last == Parser.Token.end)
print(Parser.Token.op("-"))
print(p.pos)
// expect: parsed 6 tokens, pos 5
// expect: [main.Parser.Token.number(1), main.Parser.Token.op("+"), main.Parser.Token.number(2), main.Parser.Token.op("*"), main.Parser.Token.number(3), main.Parser.Token.end]
// expect: 2
// expect: true true
// expect: op("-")
// expect: Position(index: 5)
