// Checks: &+ &- &* wrapping at Int.max/Int.min, repeated wrapping multiplication, djb2 hash with shifts and &+
var potentialOverflow = Int.max
print(potentialOverflow)
potentialOverflow = potentialOverflow &+ 1
print(potentialOverflow == Int.min)

var unsignedOverflow = Int.min
unsignedOverflow = unsignedOverflow &- 1
print(unsignedOverflow == Int.max)

var big = Int.max
big = big &* 2
print(big)
print(Int.max &+ Int.max, Int.min &- Int.max)
print(Int.min &* -1 == Int.min)
print(5 &+ 3, 5 &- 8, 6 &* 7)

var acc = 1
for _ in 0..<70 { acc = acc &* 3 }
print(acc)

// Simple hash using wrapping arithmetic
func djb2(_ s: String) -> Int {
    var hash = 5381
    for u in s.unicodeScalars {
        hash = (hash << 5) &+ hash &+ Int(u.value)
    }
    return hash
}
print(djb2("hello"), djb2("Swift Programming Language"))

var w = 1
w = w &+ Int.max
print(w == Int.min)
var m = Int.min
m = m &- 1
m = m &* 3
print(m, m == Int.max &* 3)
// expect: 9223372036854775807
// expect: true
// expect: true
// expect: -2
// expect: -2 1
// expect: true
// expect: 8 -3 42
// expect: 2293070008301402073
// expect: 210714636441 -8177659068817247943
// expect: true
// expect: 9223372036854775805 true
