import Foundation
import Testing

/// Paths that one case-insensitive volume (a Mac's default) would make one: `Sources/Workbook/` and
/// `Sources/workbook/` there are a single folder, and the package would not build.
@Suite struct CaseCollisionTests {
  @Test("no two tracked paths, files or folders, are equal ignoring case", .enabled(if: Repository.isGitWorkTree))
  func trackedPaths() throws {
    let collisions = CaseCollisions.find(in: try Repository.trackedFiles())
    #expect(collisions.isEmpty, "equal ignoring case: \(collisions.map { $0.joined(separator: " and ") })")
  }

  @Test("folders that differ only by case collide, though the files in them do not")
  func foldersCollide() {
    let collisions = CaseCollisions.find(in: ["Sources/Workbook/Shell.swift", "Sources/workbook/main.swift", "README.md"])
    #expect(collisions == [["Sources/Workbook", "Sources/workbook"]])
  }

  @Test("files that differ only by case collide; the same path twice does not")
  func filesCollide() {
    #expect(CaseCollisions.find(in: ["docs/World.md", "docs/WORLD.md"]) == [["docs/WORLD.md", "docs/World.md"]])
    #expect(CaseCollisions.find(in: ["a/b.swift", "a/b.swift", "a/c.swift"]).isEmpty)
  }
}

/// Finds paths that are equal ignoring case.
enum CaseCollisions {
  /// Each group of distinct paths (the files and every folder above them) equal ignoring case, sorted.
  static func find(in files: [String]) -> [[String]] {
    var paths: Set<String> = []
    for file in files {
      let components = file.split(separator: "/")
      for count in 1...max(1, components.count) {
        paths.insert(components.prefix(count).joined(separator: "/"))
      }
    }
    let groups = Dictionary(grouping: paths) { $0.lowercased() }
    return groups.values.filter { $0.count > 1 }.map { $0.sorted() }.sorted { $0[0] < $1[0] }
  }
}
