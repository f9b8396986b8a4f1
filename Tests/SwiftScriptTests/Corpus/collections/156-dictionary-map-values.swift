// Checks: mapValues and filter on a dictionary keep keys, printed via sorted keys
let stock = ["apples": 3, "pears": 0, "plums": 12]
let doubled = stock.mapValues { $0 * 2 }
print(doubled["plums"]!)
// expect: 24
let inStock = stock.filter { $0.value > 0 }
print(inStock.keys.sorted())
// expect: ["apples", "plums"]
let single = ["only": 1]
print(single)
// expect: ["only": 1]
print(stock.contains { $0.key == "pears" })
// expect: true
