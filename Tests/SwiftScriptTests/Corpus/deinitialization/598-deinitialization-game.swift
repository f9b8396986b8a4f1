// Checks: deinit in a game loop with several players sharing a Bank, objects kept alive by closures and dictionaries, deinit calling methods on self
class Bank {
    static var coinsInBank = 500
    static func distribute(coins: Int) -> Int {
        let given = min(coins, coinsInBank)
        coinsInBank -= given
        return given
    }
    static func receive(coins: Int) { coinsInBank += coins }
}

class Player {
    let name: String
    var coinsInPurse: Int
    init(name: String, coins: Int) {
        self.name = name
        coinsInPurse = Bank.distribute(coins: coins)
        print("\(name) joins with \(coinsInPurse)")
    }
    func summary() -> String { "\(name) returns \(coinsInPurse)" }
    deinit {
        print(summary())
        Bank.receive(coins: coinsInPurse)
    }
}

var table: [String: Player] = [:]
for (i, name) in ["Ann", "Bob", "Cid"].enumerated() {
    table[name] = Player(name: name, coins: 200 * (i + 1))
}
print("bank: \(Bank.coinsInBank)")
table["Bob"] = nil
print("bank after Bob: \(Bank.coinsInBank)")

var reporter: (() -> String)? = nil
do {
    let ann = table["Ann"]!
    reporter = { "Ann has \(ann.coinsInPurse)" }
}
table["Ann"] = nil
print("Ann removed from table")
print(reporter!())
reporter = nil
print("reporter cleared, bank: \(Bank.coinsInBank)")

struct Seat { var occupant: Player? }
var seat = Seat(occupant: table["Cid"])
table.removeAll()
print("table cleared")
seat.occupant = nil
print("final bank: \(Bank.coinsInBank)")
// expect: Ann joins with 200
// expect: Bob joins with 300
// expect: Cid joins with 0
// expect: bank: 0
// expect: Bob returns 300
// expect: bank after Bob: 300
// expect: Ann removed from table
// expect: Ann has 200
// expect: Ann returns 200
// expect: reporter cleared, bank: 500
// expect: table cleared
// expect: Cid returns 0
// expect: final bank: 500
