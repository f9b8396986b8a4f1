// The language guide's "Concurrency" chapter: asynclet (a program in the book's style, its output
// recorded from swiftc).
func listPhotos(inGallery name: String) async -> [String] {
    return ["IMG001", "IMG99", "IMG0404"].map { "\(name)/\($0)" }
}
func downloadPhoto(named name: String) async -> String {
    return "<data of \(name)>"
}
func show(_ s: String) { print(s) }

let photoNames = await listPhotos(inGallery: "Summer Vacation")
let sortedNames = photoNames.sorted()
let name = sortedNames[0]
let photo = await downloadPhoto(named: name)
show(photo)

async let firstPhoto = downloadPhoto(named: photoNames[0])
async let secondPhoto = downloadPhoto(named: photoNames[1])
async let thirdPhoto = downloadPhoto(named: photoNames[2])
let photos = await [firstPhoto, secondPhoto, thirdPhoto]
for p in photos { show(p) }

func square(_ n: Int) async -> Int { n * n }
func sumOfSquares(_ xs: [Int]) async -> Int {
    var total = 0
    for x in xs {
        total += await square(x)
    }
    return total
}
print(await sumOfSquares([1, 2, 3, 4]))

func pair() async -> (Int, Int) {
    async let a = square(5)
    async let b = square(6)
    return await (a, b)
}
let (p1, p2) = await pair()
print(p1, p2)
// expect: <data of Summer Vacation/IMG001>
// expect: <data of Summer Vacation/IMG001>
// expect: <data of Summer Vacation/IMG99>
// expect: <data of Summer Vacation/IMG0404>
// expect: 30
// expect: 25 36
