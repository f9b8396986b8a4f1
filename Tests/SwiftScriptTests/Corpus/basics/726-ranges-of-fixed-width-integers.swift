// Checks: ranges of fixed-width integers: for-in over them (elements of their type), Array(range), contains with a literal, count, print, and Int-literal ranges as case patterns over a UInt8
var total: UInt8 = 0
for i in UInt8(1)...5 { total += i }
print(total, type(of: total))
let codes: [Int16] = Array(Int16(-2)..<2)
print(codes)
let window = UInt8(10)..<UInt8(20)
print(window.contains(15), window.contains(20), window, window.count)
func squares() -> [UInt32] {
  var out: [UInt32] = []
  for n in UInt32(1)...3 { out.append(n * n) }
  return out
}
print(squares())
for probe in [UInt8(5), 200] {
switch probe {
case 0..<128: print("low")
default: print("high")
}
}
// expect: 15 UInt8
// expect: [-2, -1, 0, 1]
// expect: true false 10..<20 10
// expect: [1, 4, 9]
// expect: low
// expect: high
