// Checks: a let declared without a value is assigned exactly once on each path
let score = 72
let grade: String
if score >= 90 {
  grade = "A"
} else if score >= 70 {
  grade = "B"
} else {
  grade = "C"
}
print(grade)
// expect: B
let label: String
switch score % 2 {
case 0: label = "even"
default: label = "odd"
}
print(label)
// expect: even
