import Foundation

/// The compiler's typo correction: which declared names a misspelled one probably meant.
///
/// swiftc keeps the candidates whose edit distance is at most a third of the candidate's length
/// (rounded up), then those within one edit of the best. One survivor joins the message
/// ("...; did you mean 'x'?"); several make one note each. (swiftc does this with typo correction
/// on, `-Xfrontend -typo-correction-limit -Xfrontend 10`; the fidelity check compiles that way.) Only names the script or session declared are offered for bare
/// names (swiftc does not offer the standard library's), members of any modelled type for members.
public enum Suggestions {
  /// The names `typed` probably meant, best first; empty when none is close enough.
  public static func candidates(for typed: String, among names: some Sequence<String>) -> [String] {
    var scored: [(name: String, distance: Int)] = []
    var seen: Set<String> = []
    for name in names where name != typed && seen.insert(name).inserted {
      if name.hasPrefix("_") && !typed.hasPrefix("_") { continue }
      let limit = (name.count + 2) / 3
      // Lengths further apart than the limit cannot be within it.
      if abs(name.count - typed.count) > limit { continue }
      let distance = editDistance(typed, name, limit: limit)
      if distance <= limit { scored.append((name, distance)) }
    }
    guard let best = scored.map(\.distance).min() else { return [] }
    return scored.filter { $0.distance <= best + 1 }.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.map(\.name)
  }

  /// The error for a misspelled name as swiftc words it with typo correction on: one candidate
  /// joins the message (`cannot find 'acount' in scope; did you mean 'account'?`), several become
  /// one note each.
  static func misspelling(_ message: String, typed: String, among names: some Sequence<String>) -> (message: String, notes: [String]) {
    let found = candidates(for: typed, among: names)
    if found.count == 1 { return (message + "; did you mean '\(found[0])'?", []) }
    return (message, found.map { "did you mean '\($0)'?" })
  }

  /// Levenshtein distance (insertions, deletions, replacements), stopping early above `limit`.
  static func editDistance(_ first: String, _ second: String, limit: Int) -> Int {
    let a = Array(first.unicodeScalars)
    let b = Array(second.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = Array(repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowBest = current[0]
      for j in 1...b.count {
        let replace = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(replace, previous[j] + 1, current[j - 1] + 1)
        rowBest = min(rowBest, current[j])
      }
      if rowBest > limit { return rowBest }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
