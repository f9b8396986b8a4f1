// Checks: indirect cases ArithmeticExpression evaluate, recursive describe, indirect enum with methods and computed property
enum ArithmeticExpression {
    case number(Int)
    indirect case addition(ArithmeticExpression, ArithmeticExpression)
    indirect case multiplication(ArithmeticExpression, ArithmeticExpression)
}

let five = ArithmeticExpression.number(5)
let four = ArithmeticExpression.number(4)
let sum = ArithmeticExpression.addition(five, four)
let product = ArithmeticExpression.multiplication(sum, ArithmeticExpression.number(2))

func evaluate(_ expression: ArithmeticExpression) -> Int {
    switch expression {
    case let .number(value):
        return value
    case let .addition(left, right):
        return evaluate(left) + evaluate(right)
    case let .multiplication(left, right):
        return evaluate(left) * evaluate(right)
    }
}

print(evaluate(product))

func describe(_ e: ArithmeticExpression) -> String {
    switch e {
    case .number(let v): return "\(v)"
    case .addition(let l, let r): return "(\(describe(l)) + \(describe(r)))"
    case .multiplication(let l, let r): return "\(describe(l)) * \(describe(r))"
    }
}
print(describe(product))

indirect enum List {
    case empty
    case node(Int, List)

    func sum() -> Int {
        switch self {
        case .empty: return 0
        case let .node(v, rest): return v + rest.sum()
        }
    }
    var count: Int {
        if case let .node(_, rest) = self { return 1 + rest.count }
        return 0
    }
}
var list = List.empty
for i in 1...5 { list = .node(i * i, list) }
print(list.sum(), list.count)
// expect: 18
// expect: (5 + 4) * 2
// expect: 55 5
