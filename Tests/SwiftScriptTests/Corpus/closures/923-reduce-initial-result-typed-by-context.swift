// Checks: reduce's initial result and closure take the type the context wants (a function returning Double, an annotated constant), and reduce(into:) keeps its closure returning nothing (the workbook said: binary operator '+' cannot be applied to operands of type 'Int' and 'Double')
protocol Shape { func area() -> Double }
struct Square: Shape { var side = 2.0; func area() -> Double { side * side } }
func total(_ shapes: [any Shape]) -> Double { shapes.reduce(0) { $0 + $1.area() } }
print(total([Square(), Square(side: 1)]))
let counts: [String: Int] = ["a", "b", "a"].reduce(into: [:]) { $0[$1, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key })
let sum: Double = [1, 2, 3].reduce(0) { $0 + Double($1) / 2 }
print(sum)
let joined: String = [1, 2].reduce("") { $0 + String($1) }
print(joined)
let longest: Int = ["ab", "c"].reduce(0) { max($0, $1.count) }
print(longest)
// expect: 5.0
// expect: [(key: "a", value: 2), (key: "b", value: 1)]
// expect: 3.0
// expect: 12
// expect: 2
