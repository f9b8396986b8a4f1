// Checks: a result builder's every form: buildExpression overloads, buildOptional for an if without else, an else-if chain of buildEither, buildArray of a for-in with where, buildFinalResult, and the builder on a computed property and a method
@resultBuilder
struct ListBuilder {
  static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
  static func buildExpression(_ text: String) -> [String] { [text] }
  static func buildExpression(_ number: Int) -> [String] { ["#\(number)"] }
  static func buildOptional(_ part: [String]?) -> [String] { part ?? ["(none)"] }
  static func buildEither(first: [String]) -> [String] { first }
  static func buildEither(second: [String]) -> [String] { second }
  static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
  static func buildFinalResult(_ parts: [String]) -> String { parts.joined(separator: ", ") }
}

func list(@ListBuilder _ make: () -> String) -> String { make() }

let showExtra = false
let level = 2
print(list {
  "start"
  42
  if showExtra {
    "extra"
  }
  if level > 3 {
    "high"
  } else if level > 1 {
    "middle"
  } else {
    "low"
  }
  for i in 1...3 where i != 2 {
    "item \(i)"
  }
})

struct Menu {
  let title: String
  @ListBuilder var text: String {
    title
    "soup"
    "bread"
  }
  @ListBuilder func withDessert(_ dessert: String) -> String {
    text
    dessert
  }
}
let menu = Menu(title: "Lunch")
print(menu.text)
print(menu.withDessert("cake"))
// expect: start, #42, (none), middle, item 1, item 3
// expect: Lunch, soup, bread
// expect: Lunch, soup, bread, cake
