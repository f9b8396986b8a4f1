// Checks: break leaves the loop and continue skips to the next iteration
var seen: [Int] = []
for i in 1...10 {
  if i % 3 == 0 { continue }
  if i > 7 { break }
  seen.append(i)
}
print(seen)
// expect: [1, 2, 4, 5, 7]
var n = 0
while true {
  n += 1
  if n == 4 { break }
}
print(n)
// expect: 4
