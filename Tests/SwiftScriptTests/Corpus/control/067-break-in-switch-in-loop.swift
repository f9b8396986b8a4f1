// Checks: break inside a switch ends only the switch; continue inside a switch continues the loop
var out: [String] = []
for n in 1...5 {
  switch n {
  case 2:
    break
  case 4:
    continue
  default:
    out.append("case \(n)")
  }
  out.append("after \(n)")
}
print(out)
// expect: ["case 1", "after 1", "after 2", "case 3", "after 3", "case 5", "after 5"]
loop: for n in 1...5 {
  switch n {
  case 3: break loop
  default: print(n)
  }
}
// expect: 1
// expect: 2
