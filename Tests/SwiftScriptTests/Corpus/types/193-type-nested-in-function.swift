// Checks: types declared inside a function body
func makeReport() -> String {
  struct Line {
    let label: String
    let value: Int
    var text: String { "\(label)=\(value)" }
  }
  enum Level { case low, high }
  let lines = [Line(label: "a", value: 1), Line(label: "b", value: 2)]
  let level = lines.count > 1 ? Level.high : Level.low
  return lines.map { $0.text }.joined(separator: ";") + " \(level)"
}
print(makeReport())
// expect: a=1;b=2 high
