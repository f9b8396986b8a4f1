import Foundation

/// File names for `:load`'s Tab: the entries of the directory named so far.
enum FileCompletion {
  /// Paths starting with `partial` (`Samples/Co` → `Samples/ContosoMail.swift`); directories end with `/`.
  static func paths(matching partial: String) -> [String] {
    let expanded = (partial as NSString).expandingTildeInPath
    let directoryPart = partial.hasSuffix("/") ? partial : (partial as NSString).deletingLastPathComponent
    let directory = directoryPart.isEmpty ? "." : (directoryPart as NSString).expandingTildeInPath
    let namePrefix = partial.hasSuffix("/") ? "" : (expanded as NSString).lastPathComponent
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
    return names.filter { $0.hasPrefix(namePrefix) && (!$0.hasPrefix(".") || namePrefix.hasPrefix(".")) }.sorted().map { name in
      let path = directoryPart.isEmpty ? name : (directoryPart.hasSuffix("/") ? directoryPart + name : directoryPart + "/" + name)
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent(name), isDirectory: &isDirectory)
      return isDirectory.boolValue ? path + "/" : path
    }
  }
}
