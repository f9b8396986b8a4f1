// Checks: HTMLElement closure strong reference cycle, capture list [unowned self] breaks it, [weak self] capture, capture list copying a value
class HTMLElement {
    let name: String
    let text: String?

    lazy var asHTML: () -> String = { [unowned self] in
        if let text = self.text {
            return "<\(self.name)>\(text)</\(self.name)>"
        } else {
            return "<\(self.name) />"
        }
    }

    init(name: String, text: String? = nil) {
        self.name = name
        self.text = text
    }

    deinit {
        print("\(name) is being deinitialized")
    }
}

let heading = HTMLElement(name: "h1")
let defaultText = "some default text"
heading.asHTML = {
    return "<\(heading.name)>\(heading.text ?? defaultText)</\(heading.name)>"
}
print(heading.asHTML())

var paragraph: HTMLElement? = HTMLElement(name: "p", text: "hello, world")
print(paragraph!.asHTML())
paragraph = nil

class Timer {
    let label: String
    var onFire: (() -> Void)?
    init(label: String) { self.label = label }
    func arm() {
        onFire = { [weak self] in
            guard let self = self else { print("timer gone"); return }
            print("\(self.label) fired")
        }
    }
    deinit { print("Timer \(label) deinit") }
}
var t: Timer? = Timer(label: "T1")
t!.arm()
let saved = t!.onFire!
saved()
t = nil
saved()

var counter = 1
let snapshot = { [counter] in print("captured \(counter)") }
let live = { print("live \(counter)") }
counter = 99
snapshot()
live()
// expect: <h1>some default text</h1>
// expect: <p>hello, world</p>
// expect: p is being deinitialized
// expect: T1 fired
// expect: Timer T1 deinit
// expect: timer gone
// expect: captured 1
// expect: live 99
