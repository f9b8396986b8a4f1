// Checks: a for-in over a stride walks it, so one that breaks early is instant, even to Int.max or
// with a tiny step; strides also count down and through their end
for i in stride(from: 0, to: Int.max, by: 1) {
  if i == 2 { break }
  print(i)
}
for x in stride(from: 0.0, to: 1.0, by: 1e-300) {
  print(x)
  break
}
for i in stride(from: 10, through: 0, by: -4) {
  print(i)
}
print(stride(from: 0, to: 10, by: 3).map { $0 * 2 }, Array(stride(from: 1.0, through: 2.0, by: 0.5)))
// expect: 0
// expect: 1
// expect: 0.0
// expect: 10
// expect: 6
// expect: 2
// expect: [0, 6, 12, 18] [1.0, 1.5, 2.0]
