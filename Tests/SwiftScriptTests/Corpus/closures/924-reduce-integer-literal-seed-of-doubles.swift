// Checks: reduce(0) whose closure adds Doubles makes the literal 0 a Double, as Swift infers it from the closure (in a loop and a function too); a closure adding Ints keeps it an Int (the workbook said: binary operator '+' cannot be applied to operands of type 'Int' and 'Double')
struct Item { let name: String; let price: Double }
let cart = [Item(name: "tea", price: 3.5), Item(name: "cake", price: 4.25)]
let total = cart.reduce(0) { $0 + $1.price }
print(total)
let count = cart.reduce(0) { $0 + $1.name.count }
print(count)
print(cart.reduce(0) { partial, item in partial + item.price * 2 })
let prices = cart.map(\.price)
print(prices.reduce(0, +), prices.reduce(0) { $0 + $1 })
for scale in 1...2 {
  print(cart.reduce(0) { $0 + $1.price * Double(scale) })
}
func average(of items: [Item]) -> Double { items.reduce(0) { $0 + $1.price } / Double(items.count) }
print(average(of: cart))
// expect: 7.75
// expect: 7
// expect: 15.5
// expect: 7.75 7.75
// expect: 7.75
// expect: 15.5
// expect: 3.875
