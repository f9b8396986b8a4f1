// Checks: shadowing a name in nested scopes leaves the outer value unchanged
let x = 1
do {
  let x = 2
  print(x)
  // expect: 2
  do {
    let x = "three"
    print(x)
    // expect: three
  }
  print(x)
  // expect: 2
}
print(x)
// expect: 1
for x in 10...11 {
  print(x)
}
// expect: 10
// expect: 11
print(x)
// expect: 1
