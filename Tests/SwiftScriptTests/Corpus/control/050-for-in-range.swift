// Checks: for-in over closed and half-open ranges, with _ when the value is unused
var squares: [Int] = []
for i in 1...4 {
  squares.append(i * i)
}
print(squares)
// expect: [1, 4, 9, 16]
var count = 0
for _ in 0..<3 {
  count += 1
}
print(count)
// expect: 3
for i in 5..<5 {
  print("never \(i)")
}
print("empty range done")
// expect: empty range done
