// Checks: a generic enum's instance prints with the type arguments its payload tells: Box<Int>, main.Box<Swift.Int>.value(1), Tree<Int> through Tree<Element> payloads, a struct holding one (they printed Box, main.Box.value(1))
// A generic enum's instance shows the type arguments its payload tells (print inside a collection, type(of:)), through nested generic types too.
enum Box<T> { case value(T), empty }
indirect enum Tree<Element> { case leaf(Element), node(Tree<Element>, Tree<Element>) }
enum Pair<A, B> { case both(A, B), first(A) }
let b = Box.value(1)
let s = Box.value("x")
print(type(of: b), type(of: s), [b], [s], b)
let t = Tree.node(.leaf(1), .leaf(2))
print(type(of: t), [Tree.leaf("a")])
print(type(of: Pair.both(1, "a")), [Pair.both(2.5, [1])])
print(Optional(Box.value([1, 2])) as Any)
struct Wrapper<T> { var inner: Box<T> }
print([Wrapper(inner: .value(2.5))], type(of: Wrapper(inner: Box.value("s"))))
enum Outcome<Value> { case success(Value), failure(String) }
func parse(_ text: String) -> Outcome<Int> {
  if let number = Int(text) { return .success(number) }
  return .failure(text)
}
print([parse("4")], type(of: parse("4")))
// expect: Box<Int> Box<String> [main.Box<Swift.Int>.value(1)] [main.Box<Swift.String>.value("x")] value(1)
// expect: Tree<Int> [main.Tree<Swift.String>.leaf("a")]
// expect: Pair<Int, String> [main.Pair<Swift.Double, Swift.Array<Swift.Int>>.both(2.5, [1])]
// expect: Optional(main.Box<Swift.Array<Swift.Int>>.value([1, 2]))
// expect: [main.Wrapper<Swift.Double>(inner: main.Box<Swift.Double>.value(2.5))] Wrapper<String>
// expect: [main.Outcome<Swift.Int>.success(4)] Outcome<Int>
