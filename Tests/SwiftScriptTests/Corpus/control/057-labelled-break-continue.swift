// Checks: labelled break and continue in nested loops
outer: for i in 1...3 {
  for j in 1...3 {
    if j == 2 { continue outer }
    print("\(i),\(j)")
  }
}
// expect: 1,1
// expect: 2,1
// expect: 3,1
search: for row in 0..<3 {
  for col in 0..<3 {
    if row * col == 2 {
      print("found at \(row) \(col)")
      break search
    }
  }
}
// expect: found at 1 2
