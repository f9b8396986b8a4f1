// TEMPORARY until the helper's renderer lands.
public struct NarrativeRenderer: Sendable {
  let style: TextStyle
  let width: Int
  public init(style: TextStyle, width: Int) {
    self.style = style
    self.width = width
  }
  public func render(_ markdown: String) -> String {
    markdown.isEmpty ? "" : markdown + "\n"
  }
}
