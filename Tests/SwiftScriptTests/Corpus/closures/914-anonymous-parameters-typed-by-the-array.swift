// Checks: $0 in a closure over an array is typed by its elements, each nested closure by its own array (what swiftc accepts still runs)
// $0 typed by the array each closure runs over, nested closures each their own.
let grid = [[1, 2], [3]]
print(grid.map { $0.map { $0 * 2 } })
print(grid.map { row in row.map { $0 + row.count } })
let words = ["swift", "objc"]
print(words.map { w in [1, 2].map { $0 + w.count } })
print(words.flatMap { $0.map { String($0) } }.count)
let ratios = [0.5, 2.0]
print(ratios.map { $0 * 2 }, ratios.filter { $0 > 1 }, ratios.contains { $0 < 1 })
print([3, 1, 2].sorted { $0 > $1 }, [3, 1, 2].min { $0 < $1 }!, [1, 2, 3].first { $0 > 1 }!)
let ids: [Int?] = [1, nil, 3]
print(ids.compactMap { $0 }, ids.map { $0 ?? 0 })
var names = ["a", "bb", "ccc"]
names.removeAll { $0.count == 2 }
print(names, names.allSatisfy { !$0.isEmpty }, names.firstIndex { $0.hasPrefix("c") }!)
struct Item { let price: Int }
let items = [Item(price: 3), Item(price: 5)]
print(items.map { Double($0.price) * 1.5 }, items.reduce(0) { $0 + $1.price })
// expect: [[2, 4], [6]]
// expect: [[3, 4], [4]]
// expect: [[6, 7], [5, 6]]
// expect: 9
// expect: [1.0, 4.0] [2.0] true
// expect: [3, 2, 1] 1 2
// expect: [1, 3] [1, 0, 3]
// expect: ["a", "ccc"] true 1
// expect: [4.5, 7.5] 8
