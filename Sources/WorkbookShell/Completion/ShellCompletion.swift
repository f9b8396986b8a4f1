/// Tab for `:` commands: the command's name, then the values its arguments take.
enum ShellCompletion {
  /// Completions for `before` (the line up to the cursor), which starts with `:` after any spaces.
  static func command(_ before: String, table: CommandTable, shell: Shell) -> (start: Int, candidates: [String]) {
    let leading = before.prefix { $0 == " " }.count
    let body = before.dropFirst(leading)
    guard let nameEnd = body.firstIndex(where: { $0 == " " }) else {
      let partial = String(body)
      return (leading, table.allNames.filter { $0.hasPrefix(partial.lowercased()) }.sorted())
    }
    let name = String(body[body.index(after: body.startIndex)..<nameEnd])
    guard let command = table.command(named: name) else { return (0, []) }
    let rest = body[nameEnd...]
    // Words before the one being typed; the partial word is what follows the last space.
    let words = rest.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    let endsInSpace = rest.hasSuffix(" ")
    let previous = endsInSpace ? words : Array(words.dropLast())
    let partial = endsInSpace ? "" : (words.last ?? "")
    let start = before.count - partial.count
    let candidates = command.completions(shell, previous.count, previous, partial)
    var matching = candidates.filter { $0.hasPrefix(partial) }
    if matching.isEmpty { matching = candidates.filter { $0.lowercased().hasPrefix(partial.lowercased()) } }
    return (start, matching)
  }
}
