// Checks: Int.min % -1 traps with Swift's 'Division results in an overflow in remainder operation'
// Int.min % -1 traps with Swift's remainder message.
let smallest = Int.min
var divisor = 1
divisor -= 2
print(smallest % divisor)
// expect-fault: Division results in an overflow in remainder operation
