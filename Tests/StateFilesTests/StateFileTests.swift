import Foundation
import StateFiles
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct StateFileTests {
  private func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("state-file-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test("only a regular file is regular; links are followed to what they name")
  func kinds() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("file")
    #expect(StateFile.kind(of: file) == .absent)
    try Data("x".utf8).write(to: file)
    #expect(StateFile.kind(of: file) == .regular)
    let fifo = folder.appendingPathComponent("fifo")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    #expect(StateFile.kind(of: fifo) == .special("a FIFO (named pipe)"))
    let device = folder.appendingPathComponent("device")
    try FileManager.default.createSymbolicLink(atPath: device.path, withDestinationPath: "/dev/null")
    #expect(StateFile.kind(of: device) == .special("a character device"))
    #expect(StateFile.kind(of: folder) == .special("a directory"))
    let dangling = folder.appendingPathComponent("dangling")
    try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: folder.appendingPathComponent("none").path)
    #expect(StateFile.kind(of: dangling) == .absent)
  }

  @Test("a file set aside takes the first free NAME.corrupt-N and keeps its bytes")
  func setAside() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("progress")
    for number in 1...3 {
      try Data("version \(number)".utf8).write(to: file)
      let kept = try StateFile.setAside(file)
      #expect(kept.lastPathComponent == "progress.corrupt-\(number)")
      #expect(try Data(contentsOf: kept) == Data("version \(number)".utf8))
      #expect(StateFile.kind(of: file) == .absent)
    }
  }

  @Test("writers holding the lock take turns: no read-modify-write is lost")
  func lockSerializesWriters() async throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let counter = folder.appendingPathComponent("counter")
    try StateFile.write(Data("0".utf8), to: counter)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask {
          for _ in 0..<25 {
            StateFile.withLock(on: counter) {
              let value = Int(String(decoding: (try? Data(contentsOf: counter)) ?? Data(), as: UTF8.self)) ?? -1000
              try? StateFile.write(Data(String(value + 1).utf8), to: counter)
            }
          }
        }
      }
    }
    #expect(String(decoding: try Data(contentsOf: counter), as: UTF8.self) == "100")
  }
}
