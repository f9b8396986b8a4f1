import Foundation
import Testing

/// Comments, help texts and documents cite only documents the repository holds, so whoever clones
/// it can follow every citation.
@Suite struct CitationTests {
  @Test("every document a tracked file cites is in the repository", .enabled(if: Repository.isGitWorkTree))
  func citationsResolve() throws {
    let files = try Repository.trackedFiles()
    let tracked = Set(files)
    var problems: [String] = []
    // This folder's own tests hold sample citations on purpose.
    for file in files where Citations.isText(file) && !file.hasPrefix("Tests/RepositoryTests/") {
      guard let text = try? Repository.text(of: file) else { continue }
      problems += Citations.problems(in: text, of: file, tracked: tracked)
    }
    #expect(problems.isEmpty, "\(problems.count) citations of documents outside the repository:\n\(problems.joined(separator: "\n"))")
  }

  @Test("a bare WORLD.md, a DESIGN section and the planning references are caught; docs/WORLD.md is not")
  func problemsAreFound() {
    let tracked: Set<String> = ["docs/WORLD.md", "README.md", "Samples/README.md"]
    let text = """
      /// The ids of `WORLD.md`.
      /// Parsed as DESIGN §7 says; the headers of reference §2.1.
      /// See docs/WORLD.md and README.md.
      """
    let problems = Citations.problems(in: text, of: "Sources/A/B.swift", tracked: tracked)
    #expect(problems.count == 3, "\(problems)")
    #expect(problems.first?.hasPrefix("Sources/A/B.swift:1: ") == true)
  }

  @Test("a Markdown link resolves from the citing document's folder")
  func relativeLinks() {
    let tracked: Set<String> = ["docs/WORLD.md", "Samples/README.md"]
    #expect(Citations.problems(in: "see [the world](../docs/WORLD.md)", of: "Samples/README.md", tracked: tracked).isEmpty)
    #expect(Citations.problems(in: "see [the world](docs/WORLD.md)", of: "Samples/README.md", tracked: tracked).count == 1)
  }
}

/// Finds citations in a text that the repository cannot satisfy.
enum Citations {
  /// Phrases that cite the planning documents kept outside the repository.
  static let outsideReferences = [#"DESIGN(\.md)?\s*§"#, #"\breference\s+(identity-protocol\s+)?§"#, #"\.\./shared/"#, "shared/reference"]

  /// Whether `file` is text worth reading for citations (sources, documents, scripts).
  static func isText(_ file: String) -> Bool {
    let name = (file as NSString).lastPathComponent
    return ["swift", "md", "sh", "yml", "yaml", "c", "h"].contains((file as NSString).pathExtension)
      || ["Makefile", "run", "bootstrap", "build-release"].contains(name)
  }

  /// `file:line: what` for each citation in `text` (of `file`) of a document not in `tracked`.
  static func problems(in text: String, of file: String, tracked: Set<String>) -> [String] {
    var problems: [String] = []
    let folder = (file as NSString).deletingLastPathComponent
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let location = "\(file):\(index + 1): "
      for pattern in outsideReferences where (line.contains("§") || line.contains("shared")) && line.contains(try! Regex(pattern)) {
        problems.append(location + "cites a planning document outside the repository: \(line.trimmingCharacters(in: .whitespaces))")
      }
      // A document's path starts the line or follows a space, quote, backtick or bracket (so the end of
      // a URL is not one).
      for match in line.contains(".md") ? line.matches(of: /(?:^|[\s`'"(\[<])((?:\.\.\/|[\w-]+\/)*[\w.-]+\.md)\b/) : [] {
        let cited = String(match.1)
        let fromRoot = normalized(cited)
        let fromFolder = normalized(folder.isEmpty ? cited : folder + "/" + cited)
        let isLink = line.contains("](\(cited)")
        let found = isLink ? tracked.contains(fromFolder) : (tracked.contains(fromRoot) || tracked.contains(fromFolder))
        if !found { problems.append(location + "cites \(cited), which the repository does not hold there") }
      }
    }
    return problems
  }

  /// `path` with `..` and `.` components resolved.
  private static func normalized(_ path: String) -> String {
    var components: [Substring] = []
    for component in path.split(separator: "/") {
      if component == ".." { _ = components.popLast() } else if component != "." { components.append(component) }
    }
    return components.joined(separator: "/")
  }
}
