// Checks: [weak self] in a stored closure: no cycle, self is optional inside, nil once the instance is gone
class Counter {
  var count = 0
  var onTick: (() -> Void)?
  let name: String
  init(name: String) { self.name = name }
  func start() {
    onTick = { [weak self] in
      guard let strongSelf = self else { print("gone"); return }
      strongSelf.count += 1
      print("\(strongSelf.name) ticked \(strongSelf.count)")
    }
  }
  deinit { print("\(name) deinit") }
}

var counter: Counter? = Counter(name: "c1")
counter!.start()
counter!.onTick!()
counter!.onTick!()
let saved = counter!.onTick!
counter = nil
print("after nil")
saved()

class Strong {
  var action: (() -> Void)?
  deinit { print("Strong deinit") }
  func arm() { action = { print(self) } }
}
var strong: Strong? = Strong()
strong!.arm()
strong = nil
print("a strong self capture keeps it")
// expect: c1 ticked 1
// expect: c1 ticked 2
// expect: c1 deinit
// expect: after nil
// expect: gone
// expect: a strong self capture keeps it
