// Checks: removeLast on an empty array traps
var stack = [1]
print(stack.removeLast())
// expect: 1
print(stack.isEmpty)
// expect: true
stack.removeLast()
// expect-fault: Can't remove last element from an empty collection
