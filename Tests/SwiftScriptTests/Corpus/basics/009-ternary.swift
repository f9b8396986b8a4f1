// Checks: ternary conditional operator, including nested ternaries
let temp = 25
let feel = temp > 30 ? "hot" : temp > 15 ? "mild" : "cold"
print(feel)
// expect: mild
let n = 7
print(n % 2 == 0 ? "even" : "odd")
// expect: odd
let abs = n < 0 ? -n : n
print(abs)
// expect: 7
