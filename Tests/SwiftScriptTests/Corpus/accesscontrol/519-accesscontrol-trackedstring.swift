// The language guide's "Access Control" chapter: trackedstring (a program in the book's style, its output
// recorded from swiftc).
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

public struct TrackedString2 {
    public private(set) var numberOfEdits = 0
    public var value: String = "" {
        didSet {
            numberOfEdits += 1
        }
    }
    public init() {}
}
var s2 = TrackedString2()
for word in ["a", "b", "c", "d"] {
    s2.value += word
}
print(s2.value, s2.numberOfEdits)

public class Account {
    public private(set) var balance = 0
    private var history: [Int] = []
    fileprivate var audits = 0
    internal let owner: String
    public init(owner: String) { self.owner = owner }
    public func deposit(_ amount: Int) {
        guard amount > 0 else { return }
        record(amount)
    }
    public func withdraw(_ amount: Int) -> Bool {
        guard amount <= balance else { return false }
        record(-amount)
        return true
    }
    private func record(_ delta: Int) {
        balance += delta
        history.append(delta)
    }
    public var summary: String { "\(owner): \(balance) after \(history.count) ops" }
}
fileprivate func audit(_ a: Account) -> Int {
    a.audits += 1
    return a.audits
}
let acct = Account(owner: "Ann")
acct.deposit(50)
acct.deposit(-5)
print(acct.withdraw(20), acct.withdraw(100))
print(acct.balance, acct.summary)
print(audit(acct), audit(acct))
// expect: The number of edits is 3
// expect: abcd 4
// expect: true false
// expect: 30 Ann: 30 after 2 ops
// expect: 1 2
