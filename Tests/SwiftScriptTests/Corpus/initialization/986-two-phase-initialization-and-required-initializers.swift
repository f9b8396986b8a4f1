// Checks: subclass properties set before super.init, self used after; required initializers written again or inherited
// Two-phase initialization as the language guide writes it: a subclass sets its own stored
// properties, then calls super.init, then may use self; required initializers written again.
class Food {
  var name: String
  required init(name: String) { self.name = name }
  convenience init() { self.init(name: "[Unnamed]") }
}
class RecipeIngredient: Food {
  var quantity: Int
  var note: String?
  init(name: String, quantity: Int) {
    self.quantity = quantity
    super.init(name: name)
    note = "\(quantity) x \(self.name)"
  }
  required convenience init(name: String) { self.init(name: name, quantity: 1) }
}
class ShoppingListItem: RecipeIngredient {
  var purchased = false
}
let items = [RecipeIngredient(), RecipeIngredient(name: "Bacon"), ShoppingListItem(name: "Eggs", quantity: 6)]
for item in items { print(item.name, item.quantity, item.note ?? "-") }
// expect: [Unnamed] 1 1 x [Unnamed]
// expect: Bacon 1 1 x Bacon
// expect: Eggs 6 6 x Eggs
