extension String {
  /// Every line of the text (empty ones too) after `prefix`, for nesting one listing in another.
  package func indentingLines(by prefix: String) -> String {
    split(separator: "\n", omittingEmptySubsequences: false).map { prefix + $0 }.joined(separator: "\n")
  }
}
