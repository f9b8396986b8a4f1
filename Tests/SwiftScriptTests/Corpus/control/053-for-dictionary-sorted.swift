// Checks: iterating a dictionary in sorted key order with tuple destructuring
let stock = ["pears": 3, "apples": 5, "kiwis": 0]
for (fruit, n) in stock.sorted(by: { $0.key < $1.key }) {
  print("\(fruit)=\(n)")
}
// expect: apples=5
// expect: kiwis=0
// expect: pears=3
for key in stock.keys.sorted(by: >) {
  print(key, stock[key]!)
}
// expect: pears 3
// expect: kiwis 0
// expect: apples 5
