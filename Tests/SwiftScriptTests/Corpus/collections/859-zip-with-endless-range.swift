// Checks: zip(names, 1...) and zip(0..., text): an endless range gives as many numbers as the other side has elements (it was 'a one-sided range cannot be iterated')
// zip with an endless range (1...): as many numbers as the other side has elements, either side.
let names = ["Chris", "Alex", "Ewa"]
let numbered = Dictionary(uniqueKeysWithValues: zip(names, 1...))
print(numbered["Ewa"]!, numbered.count)
for (index, letter) in zip(0..., "abc") { print(index, letter) }
print(Array(zip(10..., names)).map { "\($0.0):\($0.1)" })
print(zip(names, 5...).map { $1 }, Array(zip(1..., [String]())).count)
// expect: 3 3
// expect: 0 a
// expect: 1 b
// expect: 2 c
// expect: ["10:Chris", "11:Alex", "12:Ewa"]
// expect: [5, 6, 7] 0
