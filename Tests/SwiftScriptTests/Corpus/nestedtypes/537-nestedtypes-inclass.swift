// The language guide's "Nested Types" chapter: inclass (a program in the book's style, its output
// recorded from swiftc).
class Parser {
    struct Token: CustomStringConvertible {
        enum Kind { case number, word, symbol }
        let kind: Kind
        let text: String
        var description: String { "\(kind)(\(text))" }
    }
    class Stats {
        var counts: [String: Int] = [:]
        func note(_ k: Token.Kind) { counts["\(k)", default: 0] += 1 }
    }
    let stats = Stats()
    func tokenize(_ s: String) -> [Token] {
        var out: [Token] = []
        for part in s.split(separator: " ") {
            let text = String(part)
            let kind: Token.Kind
            if Int(text) != nil { kind = .number }
            else if text.allSatisfy({ $0.isLetter }) { kind = .word }
            else { kind = .symbol }
            stats.note(kind)
            out.append(Token(kind: kind, text: text))
        }
        return out
    }
}
let p = Parser()
let toks = p.tokenize("let x = 42 + y1")
print(toks)
for k in p.stats.counts.keys.sorted() { print(k, p.stats.counts[k]!) }
let t = Parser.Token(kind: .word, text: "hi")
print(t, t.kind == .word)
print(type(of: t), type(of: t.kind), type(of: p.stats))
print(Parser.Token.Kind.symbol)
let kinds: [Parser.Token.Kind] = [.number, .symbol]
print(kinds)
print(String(describing: Parser.Stats.self))
// expect: [word(let), word(x), symbol(=), number(42), symbol(+), symbol(y1)]
// expect: number 1
// expect: symbol 3
// expect: word 2
// expect: word(hi) true
// expect: Token Kind Stats
// expect: symbol
// expect: [main.Parser.Token.Kind.number, main.Parser.Token.Kind.symbol]
// expect: Stats
