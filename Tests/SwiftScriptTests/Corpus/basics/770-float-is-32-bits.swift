// Checks: Float is a 32-bit type: it rounds and prints as Swift's Float, not as a Double
// Float is 32 bits: it rounds and prints as a Float, not as a Double.
let third: Float = 1.0 / 3
print(third, type(of: third))
print(Float(1) / 3, Double(1) / 3)
let tenth = Float(0.1) + Float(0.2)
print(tenth, Double(tenth), tenth == 0.3)
var total: Float = 0
for _ in 1...10 { total += 0.1 }
print(total, total > 1, total < 1.0000001)
let readings: [Float] = [1, 2.5, 3.25]
print(readings, readings.reduce(0, +), readings.max()!)
print(Float.pi, Double.pi, Float.greatestFiniteMagnitude, Float.infinity)
print(Int(Float(7.9)), Int(Float(-7.9)), Float("2.5") as Any, Float("x") as Any, String(Float(0.1)))
let scale: Float = 2
print(scale * 1.5, -scale, scale.squareRoot(), (scale * 1.75).rounded(), Float(7).truncatingRemainder(dividingBy: 2))
print(UInt8(Float(200.7)), Float(UInt8(3)), third.isNaN, (third * 0).isZero)
// expect: 0.33333334 Float
// expect: 0.33333334 0.3333333333333333
// expect: 0.3 0.30000001192092896 true
// expect: 1.0000001 true false
// expect: [1.0, 2.5, 3.25] 6.75 3.25
// expect: 3.1415925 3.141592653589793 3.4028235e+38 inf
// expect: 7 -7 Optional(2.5) nil 0.1
// expect: 3.0 -2.0 1.4142135 4.0 1.0
// expect: 200 3.0 false true
