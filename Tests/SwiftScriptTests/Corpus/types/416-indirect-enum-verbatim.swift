// Checks: the indirect enum, verbatim: swiftc rejects a case marked indirect in an indirect enum, and so does the workbook
indirect enum Expr { case num(Int); indirect case add(Expr, Expr) }
func eval(_ expression: Expr) -> Int {
  switch expression {
  case .num(let value): return value
  case .add(let left, let right): return eval(left) + eval(right)
  }
}
print(eval(.add(.num(1), .add(.num(2), .num(3)))))
// expect-diagnostic: enum case in 'indirect' enum cannot also be 'indirect'
// expect-diagnostic-line: 2
// expect-diagnostic-column: 37
