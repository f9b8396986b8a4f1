// Checks: a convenience initializer chaining to super.init: swiftc wants it to delegate with self.init (the language guide's initializer delegation rule 2)
class Food {
  var name: String
  init(name: String) { self.name = name }
}
class RecipeIngredient: Food {
  var quantity = 1
  convenience init(quantity: Int) {
    super.init(name: "[Unnamed]")
    self.quantity = quantity
  }
}
print(RecipeIngredient(quantity: 2).name)
// expect-diagnostic: convenience initializer for 'RecipeIngredient' must delegate (with 'self.init') rather than chaining to a superclass initializer (with 'super.init')
// expect-diagnostic-line: 9
