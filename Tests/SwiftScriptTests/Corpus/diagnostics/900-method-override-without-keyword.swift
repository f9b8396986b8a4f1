// Checks: a subclass's method with the superclass method's signature overrides, which must be said
class Animal {
  func speak() -> String { "..." }
}
class Dog: Animal {
  func speak() -> String { "woof" }
}
print(Dog().speak())
// expect-diagnostic: overriding declaration requires an 'override' keyword
// expect-diagnostic-line: 6
