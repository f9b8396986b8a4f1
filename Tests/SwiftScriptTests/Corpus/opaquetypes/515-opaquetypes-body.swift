// The language guide's "Opaque and Boxed Protocol Types" chapter: body (a program in the book's style, its output
// recorded from swiftc).
protocol Shape {
    func draw() -> String
}
struct Square: Shape {
    var size: Int
    func draw() -> String { "square(\(size))" }
}
struct Pair<A: Shape, B: Shape>: Shape {
    var a: A
    var b: B
    func draw() -> String { "(" + a.draw() + ", " + b.draw() + ")" }
}
protocol Scene {
    associatedtype Body: Shape
    var body: Body { get }
}
extension Scene {
    func render() -> String { "scene: " + body.draw() }
}
struct Gallery: Scene {
    var n: Int
    var body: some Shape {
        Pair(a: Square(size: n), b: Square(size: n * 2))
    }
}
struct Single: Scene {
    var body: some Shape { Square(size: 7) }
}
print(Gallery(n: 1).render())
print(Gallery(n: 3).body.draw())
print(Single().render())
func renderAll<S: Scene>(_ scenes: [S]) -> [String] {
    scenes.map { $0.render() }
}
print(renderAll([Gallery(n: 4), Gallery(n: 5)]))
let scenes: [any Scene] = [Single(), Gallery(n: 2)]
for s in scenes {
    print(s.render())
}
// expect: scene: (square(1), square(2))
// expect: (square(3), square(6))
// expect: scene: square(7)
// expect: ["scene: (square(4), square(8))", "scene: (square(5), square(10))"]
// expect: scene: square(7)
// expect: scene: (square(2), square(4))
