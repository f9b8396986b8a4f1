// Checks: defer inside a loop body runs at the end of each iteration
for i in 1...3 {
  defer { print("end \(i)") }
  if i == 2 { continue }
  print("start \(i)")
}
// expect: start 1
// expect: end 1
// expect: end 2
// expect: start 3
// expect: end 3
