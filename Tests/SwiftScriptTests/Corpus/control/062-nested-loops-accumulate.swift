// Checks: nested loops building a multiplication table row by row
for i in 1...3 {
  var row = ""
  for j in 1...4 {
    row += "\(i * j)"
    if j < 4 { row += " " }
  }
  print(row)
}
// expect: 1 2 3 4
// expect: 2 4 6 8
// expect: 3 6 9 12
