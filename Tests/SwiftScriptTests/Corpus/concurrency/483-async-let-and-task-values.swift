// Checks: the Concurrency chapter's async let listing verbatim (three downloads awaited as an array), async let in async functions with await and try await, and a Task's value and thrown error read with (try) await
func listPhotos(inGallery name: String) async -> [String] {
    return ["IMG001", "IMG99", "IMG0404"]
}
func downloadPhoto(named name: String) async -> String {
    return "data of \(name)"
}
func show(_ photo: String) { print("showing", photo) }
let photoNames = await listPhotos(inGallery: "Summer Vacation")
let sortedNames = photoNames.sorted()
let name = sortedNames[0]
let photo = await downloadPhoto(named: name)
show(photo)
async let firstPhoto = downloadPhoto(named: photoNames[0])
async let secondPhoto = downloadPhoto(named: photoNames[1])
async let thirdPhoto = downloadPhoto(named: photoNames[2])
let photos = await [firstPhoto, secondPhoto, thirdPhoto]
print(photos)
func total() async -> Int {
  async let a = count(3)
  async let b = count(4)
  return await a + b
}
func count(_ n: Int) async -> Int { n * 10 }
print(await total())
let handle = Task {
    return await downloadPhoto(named: "IMG1")
}
let result = await handle.value
print(result)
enum DownloadError: Error { case missing }
func fetch(_ name: String) async throws -> String {
  if name.isEmpty { throw DownloadError.missing }
  return name.uppercased()
}
let good = Task { try await fetch("ok") }
let bad = Task { try await fetch("") }
do {
  print(try await good.value)
  print(try await bad.value)
} catch {
  print("caught", error)
}
func pair() async throws -> (String, String) {
  async let x = fetch("left")
  async let y = fetch("right")
  return try await (x, y)
}
print(try await pair())
// expect: showing data of IMG001
// expect: ["data of IMG001", "data of IMG99", "data of IMG0404"]
// expect: 70
// expect: data of IMG1
// expect: OK
// expect: caught missing
// expect: ("LEFT", "RIGHT")
