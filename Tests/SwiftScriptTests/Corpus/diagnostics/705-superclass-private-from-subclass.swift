// Checks: a subclass cannot reach its superclass's private property by its bare name
class Base { private var secret = 1 }
class Derived: Base {
  func reveal() -> Int { secret }
}
// expect-diagnostic: 'secret' is inaccessible due to 'private' protection level
// expect-diagnostic-line: 4
