// Checks: repeat-while runs the body at least once
var i = 10
repeat {
  print("body \(i)")
  i += 1
} while i < 10
// expect: body 10
var total = 0
var j = 1
repeat {
  total += j
  j += 1
} while j <= 4
print(total)
// expect: 10
