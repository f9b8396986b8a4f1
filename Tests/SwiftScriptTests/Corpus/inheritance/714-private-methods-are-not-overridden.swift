// Checks: a subclass's method named like a superclass's private one overrides nothing: the superclass's own calls (bare, through self, on another instance) keep its private method, in both tiers
class A {
  private func name() -> String { "A.name" }
  func show() { print(name(), self.name()) }
  func compare(_ other: A) -> String { other.name() }
}
class B: A {
  func name() -> String { "B.name" }
}
let b = B()
b.show()
print(b.name())
print(A().compare(b))
func inLoop() { for _ in 0..<2 { b.show() } }
inLoop()
// expect: A.name A.name
// expect: B.name
// expect: A.name
// expect: A.name A.name
// expect: A.name A.name
