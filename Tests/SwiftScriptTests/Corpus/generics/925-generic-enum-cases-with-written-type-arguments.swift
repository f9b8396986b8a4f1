// Checks: a generic enum's case prints the type arguments written where it was named — Box<String>.empty, an annotation, a function's result, a parameter, an array literal's element type, Pair<Int, String>.left(1) whose payload tells one (they printed main.Box.empty and main.Pair.left(1))
enum Box<T> { case empty, full(T) }
enum Pair<A, B> { case none, both(A, B), left(A) }
let a = Box<String>.empty
let b: Box<Int> = .empty
let c: Box<Double> = Box.empty
print([a], [b], [c], type(of: a), type(of: b))
func make() -> Box<Bool> { .empty }
func makeLong() -> Box<[Int]> {
  return .empty
}
print([make()], type(of: makeLong()))
func show(_ box: Box<Character>) { print([box], type(of: box)) }
show(.empty)
let p: Pair<Int, String> = .none
let q = Pair<Int, String>.left(1)
print([p], [q], type(of: p))
var boxes: [Box<Int>] = [.empty, .full(2)]
boxes.append(Box<Int>.empty)
print(boxes)
let d = Box<Int>.empty
switch d { case .empty: print("empty"); case .full(let v): print(v) }
let options: [Pair<String, Bool>] = [.none, .left("a"), .both("b", true)]
print(options)
// expect: [main.Box<Swift.String>.empty] [main.Box<Swift.Int>.empty] [main.Box<Swift.Double>.empty] Box<String> Box<Int>
// expect: [main.Box<Swift.Bool>.empty] Box<Array<Int>>
// expect: [main.Box<Swift.Character>.empty] Box<Character>
// expect: [main.Pair<Swift.Int, Swift.String>.none] [main.Pair<Swift.Int, Swift.String>.left(1)] Pair<Int, String>
// expect: [main.Box<Swift.Int>.empty, main.Box<Swift.Int>.full(2), main.Box<Swift.Int>.empty]
// expect: empty
// expect: [main.Pair<Swift.String, Swift.Bool>.none, main.Pair<Swift.String, Swift.Bool>.left("a"), main.Pair<Swift.String, Swift.Bool>.both("b", true)]
