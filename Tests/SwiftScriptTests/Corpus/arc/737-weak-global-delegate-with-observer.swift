// Checks: a `weak` global of a class-bound protocol type with a `didSet` observer: a delegate that goes away leaves it nil (no observer runs for that), and replacing the only strong reference releases the old delegate
protocol Delegate: AnyObject { func didFinish(_ step: String) }

class Logger: Delegate {
  let id: Int
  init(id: Int) { self.id = id }
  func didFinish(_ step: String) { print("logger \(id): \(step) finished") }
  deinit { print("logger \(id) released") }
}

weak var delegate: Delegate? {
  didSet { print("delegate changed:", delegate == nil ? "nil" : "set", "(was \(oldValue == nil ? "nil" : "set"))") }
}

func run(_ step: String) {
  if let delegate { delegate.didFinish(step) } else { print("\(step): nobody listening") }
}

var logger: Logger? = Logger(id: 1)
delegate = logger
run("download")
logger = nil
run("install")
var second = Logger(id: 2)
delegate = second
run("verify")
second = Logger(id: 3)
run("report")
// expect: delegate changed: set (was nil)
// expect: logger 1: download finished
// expect: logger 1 released
// expect: install: nobody listening
// expect: delegate changed: set (was nil)
// expect: logger 2: verify finished
// expect: logger 2 released
// expect: report: nobody listening
