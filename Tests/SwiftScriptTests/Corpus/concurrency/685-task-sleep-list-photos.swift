// Checks: the Concurrency chapter's listPhotos with Task.sleep (for: .seconds and nanoseconds), awaited in order
func listPhotos(inGallery name: String) async throws -> [String] {
  try await Task.sleep(for: .seconds(2))
  return ["IMG001", "IMG99", "IMG0404"]
}
func downloadPhoto(named name: String) async throws -> String {
  try await Task.sleep(nanoseconds: 1_000)
  return "data of \(name)"
}
let photoNames = try await listPhotos(inGallery: "Summer Vacation")
let sortedNames = photoNames.sorted()
let name = sortedNames[0]
let photo = try await downloadPhoto(named: name)
print(photo)
// expect: data of IMG001
