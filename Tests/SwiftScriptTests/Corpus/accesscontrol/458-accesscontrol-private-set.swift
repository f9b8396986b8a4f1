// Checks: the book's TrackedString with private(set) numberOfEdits, and the public variant with an explicit public init.
struct TrackedString {
    private(set) var numberOfEdits = 0
    var value: String = "" {
        didSet {
            numberOfEdits += 1
        }
    }
}
var stringToEdit = TrackedString()
stringToEdit.value = "This string will be tracked."
stringToEdit.value += " This edit will increment numberOfEdits."
stringToEdit.value += " So will this one."
print("The number of edits is \(stringToEdit.numberOfEdits)")
print(stringToEdit.value)
public struct PublicTrackedString {
    public private(set) var numberOfEdits = 0
    public var value: String = "" {
        didSet { numberOfEdits += 1 }
    }
    public init() {}
    public mutating func reset() { numberOfEdits = 0; value = "" }
}
var pts = PublicTrackedString()
pts.value = "a"
pts.value.append("b")
print(pts.numberOfEdits, pts.value)
pts.reset()
print(pts.numberOfEdits, pts.value.isEmpty)
class Account {
    private(set) var balance = 0
    func deposit(_ n: Int) { balance += n }
}
let acct = Account()
acct.deposit(50); acct.deposit(25)
print(acct.balance)
// expect: The number of edits is 3
// expect: This string will be tracked. This edit will increment numberOfEdits. So will this one.
// expect: 2 ab
// expect: 1 true
// expect: 75
