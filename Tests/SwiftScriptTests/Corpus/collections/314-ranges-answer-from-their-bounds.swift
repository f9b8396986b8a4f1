// Checks: a range answers count, isEmpty, first, last, min, max and contains from its bounds, and a
// for-in over one is walked, not built: ranges up to Int.max are instant
for i in 0..<Int.max {
  if i == 2 { break }
  print(i)
}
for i in 0...Int.max {
  print("from", i)
  break
}
print((0..<Int.max).isEmpty, (0..<Int.max).first!, (0...Int.max).last!, (0..<Int.max).count)
print((1...5).contains(3), (1...5).contains { $0 > 4 }, (0..<Int.max).contains { $0 == 1_000 })
print((5..<5).isEmpty, (5..<5).first == nil, (1...3).min()!, (1...3).max()!)
print((1...4).map { $0 * 2 }, (1...4).reduce(0, +), Array(1...3))
// expect: 0
// expect: 1
// expect: from 0
// expect: false 0 9223372036854775807 9223372036854775807
// expect: true true true
// expect: true true 1 3
// expect: [2, 4, 6, 8] 10 [1, 2, 3]
