// Checks: while let over an iterator and removing from an array
var stack = [1, 2, 3]
while let top = stack.popLast() {
  print("pop \(top)")
}
// expect: pop 3
// expect: pop 2
// expect: pop 1
print(stack.isEmpty)
// expect: true
var it = ["x", "y"].makeIterator()
while let v = it.next() {
  print(v)
}
// expect: x
// expect: y
