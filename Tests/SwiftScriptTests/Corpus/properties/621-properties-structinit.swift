// Checks: observers not called for assignments in a struct initializer, called for changes made by mutating methods and by self assignment of a whole value (no observer), observer on containing class property fired by a nested mutating call
struct Account {
    var balance: Int = 0 {
        willSet { print("balance will be \(newValue)") }
        didSet { print("balance was \(oldValue)") }
    }
    var history: [Int] = []
    init(start: Int) {
        balance = start
        print("init done")
    }
    mutating func deposit(_ x: Int) {
        balance += x
        history.append(x)
    }
    mutating func double() { self.balance *= 2 }
    mutating func replace() { self = Account(start: 1) }
}
var a = Account(start: 10)
a.deposit(5)
a.double()
a.replace()
print(a.balance, a.history)
class Wallet {
    var account = Account(start: 0) { didSet { print("wallet saw \(account.balance)") } }
    func pay() { account.deposit(-1) }
}
let w = Wallet()
w.pay()
// expect: init done
// expect: balance will be 15
// expect: balance was 10
// expect: balance will be 30
// expect: balance was 15
// expect: init done
// expect: 1 []
// expect: init done
// expect: balance will be -1
// expect: balance was 0
// expect: wallet saw -1
