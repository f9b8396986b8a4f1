extension Array where Element == String {
  /// The strings with `separator` between them: what `joined(separator:)` returns.
  ///
  /// The standard library's `joined(separator:)` runs unspecialized and looks up its associated
  /// types at run time; the first lookup in a process searches every conformance record (twice,
  /// about 1 M instructions and the pages they touch). Scopes, claims, cache keys and pages are
  /// joined on every sign-in, so they are joined by this loop instead.
  package func joinedText(separator: String = "") -> String {
    var text = ""
    for (index, element) in enumerated() {
      if index > 0 { text += separator }
      text += element
    }
    return text
  }
}
