// Checks: types nested in generic types print with the outer type's arguments; recursive generic payloads; type(of:) an Optional<T>.none
// A type nested in a generic type prints with the outer type's arguments, and a recursive
// generic enum's payload with its own.
struct Outer<T> {
  enum Kind { case small, large }
  struct Tag { var label: String }
  var kind: Kind
  var tag: Tag
  var value: T
}
let o = Outer(kind: .large, tag: Outer<Int>.Tag(label: "x"), value: 7)
print(o)
debugPrint(o)
print(Outer<Int>.Kind.small)
indirect enum Tree<T> {
  case leaf
  case node(Tree<T>, T, Tree<T>)
}
let tree: Tree<Int> = .node(.leaf, 1, .node(.leaf, 2, .leaf))
print(tree)
let words = Tree.node(.leaf, "b", .leaf)
print(words)
print(type(of: Optional<Int>.none))
print(type(of: Int?.none))
print(type(of: Optional<String>.none))
// expect: Outer<Int>(kind: main.Outer<Swift.Int>.Kind.large, tag: main.Outer<Swift.Int>.Tag(label: "x"), value: 7)
// expect: main.Outer<Swift.Int>(kind: main.Outer<Swift.Int>.Kind.large, tag: main.Outer<Swift.Int>.Tag(label: "x"), value: 7)
// expect: small
// expect: node(main.Tree<Swift.Int>.leaf, 1, main.Tree<Swift.Int>.node(main.Tree<Swift.Int>.leaf, 2, main.Tree<Swift.Int>.leaf))
// expect: node(main.Tree<Swift.String>.leaf, "b", main.Tree<Swift.String>.leaf)
// expect: Optional<Int>
// expect: Optional<Int>
// expect: Optional<String>
