// Checks: after guard let self (and if let self, guard let self = self) in a [weak self] closure, the instance's members are reached by their bare names, as in a method; once the instance is gone the closure takes the other branch
class Loader {
  var name: String
  var handler: (() -> Void)?
  init(name: String) { self.name = name }
  deinit { print("\(name) deinit") }
  func greet(_ who: String) { print("\(name) greets \(who)") }
  func start() {
    handler = { [weak self] in
      guard let self else {
        print("gone")
        return
      }
      greet("guard")
      print(name, self.name)
    }
    handler?()
  }
  func later() -> () -> Void {
    return { [weak self] in
      if let self {
        greet("if-let")
        name += "!"
      } else {
        print("nothing to do")
      }
    }
  }
  func older() -> () -> Void {
    return { [weak self] in
      guard let self = self else { return }
      for i in 1...2 { greet("loop \(i)") }
    }
  }
}
var loader: Loader? = Loader(name: "first")
loader?.start()
let work = loader!.later()
let more = loader!.older()
work()
more()
print(loader!.name)
loader?.handler = nil
loader = nil
work()
more()
print("done")
// expect: first greets guard
// expect: first first
// expect: first greets if-let
// expect: first! greets loop 1
// expect: first! greets loop 2
// expect: first!
// expect: first! deinit
// expect: nothing to do
// expect: done
