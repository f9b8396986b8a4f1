// A collection changed where it is stored is held while the change runs: a closure given to the
// mutating method that reads the same variable meets Swift's exclusivity trap (the workbook
// showed it the emptied variable). Reading another variable, or the value before the call, is fine.
var a = [5, 1, 4, 2]
var limit = 3
a.removeAll(where: { $0 > limit })
print(a)
let before = a.count
a.removeAll(where: { $0 > before + 10 })
print(a)
a.removeAll(where: { $0 > a.count })
print("never printed")
// expect: [1, 2]
// expect: [1, 2]
// expect-fault: Simultaneous accesses to 0x…, but modification requires exclusive access.
