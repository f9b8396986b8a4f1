// Checks: values, keys, isEmpty, and iterating sorted key-value pairs
let prices = ["tea": 3.5, "coffee": 4.0, "water": 1.0]
let total = prices.values.reduce(0, +)
print(total)
// expect: 8.5
print(prices.keys.sorted())
// expect: ["coffee", "tea", "water"]
for (item, price) in prices.sorted(by: { $0.value < $1.value }) {
  print("\(item): \(price)")
}
// expect: water: 1.0
// expect: tea: 3.5
// expect: coffee: 4.0
let empty: [String: Int] = [:]
print(empty.isEmpty, empty)
// expect: true [:]
