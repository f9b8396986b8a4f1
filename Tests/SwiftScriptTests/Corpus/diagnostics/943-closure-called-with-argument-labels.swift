// Checks: a closure held in a constant is called without its parameters' labels: c(x: 3) is swiftc's "extraneous argument label 'x:' in call" before anything runs (the workbook printed 6)
let double = { (x: Int) in x * 2 }
print(double(3))
print(double(x: 3))
// expect-diagnostic: extraneous argument label 'x:' in call
// expect-diagnostic-line: 4
