// Checks: a computed property's setter receives `newValue` of the property's type (212 set on a Double is
// 212.0; an [Int] literal on [Double] holds Doubles; an optional too).
struct S {
    var c = 0.0
    var f: Double {
        get { c }
        set { print("set \(newValue)") }
    }
    var all: [Double] {
        get { [] }
        set { print("all set \(newValue)") }
    }
    var opt: Double? {
        get { nil }
        set { print("opt set \(newValue as Any)") }
    }
}
var s = S()
s.f = 212
s.all = [1, 2]
s.opt = 4
// expect: set 212.0
// expect: all set [1.0, 2.0]
// expect: opt set Optional(4.0)
