// Checks: an enum conforming to Error with a computed message property
enum CheckoutError: Error {
  case emptyCart
  case outOfStock(item: String)
  var message: String {
    switch self {
    case .emptyCart: return "Your cart is empty"
    case .outOfStock(let item): return "\(item) is out of stock"
    }
  }
}
func checkout(_ cart: [String]) throws {
  if cart.isEmpty { throw CheckoutError.emptyCart }
  if cart.contains("milk") { throw CheckoutError.outOfStock(item: "milk") }
}
for cart in [[], ["bread", "milk"]] {
  do {
    try checkout(cart)
  } catch let e as CheckoutError {
    print(e.message)
  } catch {}
}
// expect: Your cart is empty
// expect: milk is out of stock
