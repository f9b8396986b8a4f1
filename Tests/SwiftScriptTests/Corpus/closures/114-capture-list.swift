// Checks: a capture list copies the value at closure creation time
var x = 1
let byRef = { print("by reference: \(x)") }
let byValue = { [x] in print("by value: \(x)") }
x = 99
byRef()
// expect: by reference: 99
byValue()
// expect: by value: 1
var closures: [() -> Int] = []
for i in 1...3 {
  closures.append { i * 10 }
}
print(closures.map { $0() })
// expect: [10, 20, 30]
