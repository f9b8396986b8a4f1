// Checks: the book's computed-property extension on Double (km, m, cm, mm, ft) and using it in expressions.
extension Double {
    var km: Double { return self * 1_000.0 }
    var m: Double { return self }
    var cm: Double { return self / 100.0 }
    var mm: Double { return self / 1_000.0 }
    var ft: Double { return self / 3.28084 }
}
let oneInch = 25.4.mm
print("One inch is \(oneInch) meters")
let threeFeet = 3.ft
print("Three feet is \(threeFeet) meters")
let aMarathon = 42.km + 195.m
print("A marathon is \(aMarathon) meters long")
extension Int {
    var doubled: Int { self * 2 }
    var isEven: Bool { self % 2 == 0 }
}
print(5.doubled, 4.isEven, (-3).isEven)
print([1, 2, 3].map { $0.doubled })
extension String {
    var shout: String { uppercased() + "!" }
}
print("hello".shout)
// expect: One inch is 0.0254 meters
// expect: Three feet is 0.914399970739201 meters
// expect: A marathon is 42195.0 meters long
// expect: 10 true false
// expect: [2, 4, 6]
// expect: HELLO!
