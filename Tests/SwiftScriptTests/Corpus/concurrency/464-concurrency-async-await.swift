// Checks: async functions called with await from top-level code, chained async calls, and async functions returning values and arrays.
func listPhotos(inGallery name: String) async -> [String] {
    return name == "Summer Vacation" ? ["IMG001", "IMG99", "IMG0404"] : []
}
func downloadPhoto(named name: String) async -> String {
    return "<data:\(name)>"
}
func show(_ s: String) { print("showing", s) }
let photoNames = await listPhotos(inGallery: "Summer Vacation")
let sortedNames = photoNames.sorted()
let name = sortedNames[0]
let photo = await downloadPhoto(named: name)
show(photo)
print(sortedNames)
func square(_ x: Int) async -> Int { x * x }
func sumOfSquares(_ xs: [Int]) async -> Int {
    var total = 0
    for x in xs { total += await square(x) }
    return total
}
let total = await sumOfSquares([1, 2, 3, 4])
print("total = \(total)")
let empty = await listPhotos(inGallery: "Winter")
print(empty.isEmpty, empty)
struct Gallery {
    var name: String
    func count() async -> Int { await listPhotos(inGallery: name).count }
}
print(await Gallery(name: "Summer Vacation").count())
// expect: showing <data:IMG001>
// expect: ["IMG001", "IMG0404", "IMG99"]
// expect: total = 30
// expect: true []
// expect: 3
