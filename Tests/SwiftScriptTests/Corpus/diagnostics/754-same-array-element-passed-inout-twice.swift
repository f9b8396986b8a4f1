// Checks: the same array element passed as two `inout` arguments is rejected with swiftc's message (write-back through one subscript twice)
func addInto(_ total: inout Int, _ amount: inout Int) {
  total += amount
}

var scores = [3, 5, 8]
var bonus = 2
addInto(&scores[1], &bonus)
print(scores)
addInto(&scores[1], &scores[1])
// expect-diagnostic: inout writeback through subscript occurs in multiple arguments to call, introducing invalid aliasing
// expect-diagnostic-line: 10
