// Checks: new appendInterpolation overloads for every string literal (an extension of String.StringInterpolation) are reported as not supported
extension String.StringInterpolation {
  mutating func appendInterpolation(percent value: Double) {
    appendLiteral("\(Int(value * 100))%")
  }
}
print("done: \(percent: 0.25)")
// expect: done: 25%
// expect-unsupported: extensions of 'String.StringInterpolation' are not supported in the workbook
