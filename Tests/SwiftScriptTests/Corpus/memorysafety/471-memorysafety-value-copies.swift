// Checks: copies of arrays/structs passed inout don't alias, local-variable struct property balance, and instance methods mutating self via a separate copy.
func balance(_ x: inout Int, _ y: inout Int) {
    let sum = x + y
    x = sum / 2
    y = sum - x
}
struct Stats { var hp: Int; var mp: Int
    mutating func even() { var a = hp, b = mp; balance(&a, &b); hp = a; mp = b }
}
var st = Stats(hp: 9, mp: 4)
st.even()
print(st)
var original = [1, 2, 3]
var copy = original
func appendTen(_ a: inout [Int]) { a.append(10) }
appendTen(&copy)
print(original, copy)
func doubleAll(_ xs: inout [Int], by factor: Int) { for i in xs.indices { xs[i] *= factor } }
var factor = 3
doubleAll(&original, by: factor)
print(original)
factor = original.count
doubleAll(&original, by: factor)
print(original)
func localScope() {
    var s = Stats(hp: 1, mp: 100)
    balance(&s.hp, &s.mp)
    print(s.hp, s.mp)
}
localScope()
var grid = [[1, 2], [3, 4]]
var row = grid[0]
balance(&row[0], &grid[1][1])
grid[0] = row
print(grid)
// expect: Stats(hp: 6, mp: 7)
// expect: [1, 2, 3] [1, 2, 3, 10]
// expect: [3, 6, 9]
// expect: [9, 18, 27]
// expect: 50 51
// expect: [[2, 2], [3, 3]]
