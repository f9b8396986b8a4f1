// Checks: closure capturing self strongly leaks (no deinit), breaking the cycle manually by setting the closure to nil, weak delegate, unowned(safe) parent link in a tree
class Downloader {
    let id: Int
    var completion: (() -> Void)?
    init(id: Int) { self.id = id }
    func start() {
        completion = { print("download \(self.id) complete") }
    }
    deinit { print("Downloader \(id) deinit") }
}
var d1: Downloader? = Downloader(id: 1)
d1!.start()
d1!.completion!()
d1 = nil
print("d1 released (but leaked)")

var d2: Downloader? = Downloader(id: 2)
d2!.start()
d2!.completion!()
d2!.completion = nil
d2 = nil
print("d2 released")

protocol ViewDelegate: AnyObject {
    func didTap(_ label: String)
}
class View {
    let label: String
    weak var delegate: ViewDelegate?
    init(label: String) { self.label = label }
    func tap() {
        if let d = delegate { d.didTap(label) } else { print("\(label): no delegate") }
    }
}
class Controller: ViewDelegate {
    let view = View(label: "button")
    init() { view.delegate = self }
    func didTap(_ label: String) { print("controller saw tap on \(label)") }
    deinit { print("Controller deinit") }
}
var controller: Controller? = Controller()
let v = controller!.view
v.tap()
controller = nil
v.tap()

class Node {
    let value: Int
    var children: [Node] = []
    unowned(safe) var parent: Node?
    init(_ value: Int, parent: Node? = nil) {
        self.value = value
        self.parent = parent
        parent?.children.append(self)
    }
    func path() -> String {
        var parts = [String(value)]
        var p = parent
        while let n = p { parts.insert(String(n.value), at: 0); p = n.parent }
        return parts.joined(separator: "/")
    }
    deinit { print("Node \(value) deinit") }
}
do {
    let root = Node(1)
    let child = Node(2, parent: root)
    let grandchild = Node(3, parent: child)
    print(grandchild.path())
}
print("end")
// expect: download 1 complete
// expect: d1 released (but leaked)
// expect: download 2 complete
// expect: Downloader 2 deinit
// expect: d2 released
// expect: controller saw tap on button
// expect: Controller deinit
// expect: button: no delegate
// expect: 1/2/3
// expect: Node 1 deinit
// expect: Node 2 deinit
// expect: Node 3 deinit
// expect: end
