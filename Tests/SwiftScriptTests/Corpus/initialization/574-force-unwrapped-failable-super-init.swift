// Checks: the Initialization chapter's `super.init(name: "[Untitled]")!`: a failable superclass
// initializer force-unwrapped runs as a plain one, and traps when it fails.
class Document {
    var name: String?
    init() {}
    init?(name: String) {
        if name.isEmpty { return nil }
        self.name = name
    }
}
class UntitledDocument: Document {
    override init() {
        super.init(name: "[Untitled]")!
    }
}
class BrokenDocument: Document {
    override init() {
        super.init(name: "")!
    }
}
print(UntitledDocument().name!)
let broken = BrokenDocument()
print("never", broken.name ?? "")
// expect: [Untitled]
// expect-fault: Unexpectedly found nil while unwrapping an Optional value
