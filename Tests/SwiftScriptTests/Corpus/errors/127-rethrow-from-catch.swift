// Checks: a catch block can throw a different error to the caller
enum LowLevel: Error { case diskFull }
enum HighLevel: Error { case saveFailed(reason: String) }
func write() throws { throw LowLevel.diskFull }
func save() throws {
  do {
    try write()
  } catch {
    print("save: caught \(error)")
    throw HighLevel.saveFailed(reason: "\(error)")
  }
}
do {
  try save()
} catch HighLevel.saveFailed(let reason) {
  print("top: save failed because \(reason)")
}
// expect: save: caught diskFull
// expect: top: save failed because diskFull
