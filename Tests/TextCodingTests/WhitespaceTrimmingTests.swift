import Foundation
import Testing
import TextCoding

@Suite struct WhitespaceTrimmingTests {
  static let samples = [
    "", " ", "\t\t", "adele@contoso.com", "  adele@contoso.com\t", "\u{00A0}User.Read\u{3000}", " a b ",
    "\r\nline\n", "\u{2028}x\u{2029}", "\u{85}y\u{85}", " \n \t", "é\u{301} ", "\u{200B}zero-width\u{200B}",
  ]

  @Test("trims what Foundation's whitespaces set trims", arguments: samples)
  func spaces(text: String) {
    #expect(text.trimmingSpaces == text.trimmingCharacters(in: .whitespaces))
    #expect(text[...].trimmingSpaces == text.trimmingCharacters(in: .whitespaces))
  }

  @Test("trims what Foundation's whitespacesAndNewlines set trims", arguments: samples)
  func spacesAndNewlines(text: String) {
    #expect(text.trimmingSpacesAndNewlines == text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  @Test("trims the scalars a predicate names, as Foundation trims a character set", arguments: [
    "", ".", "..", ".login.microsoftonline.com", "login.microsoftonline.com.", "..a.b..", "a", ".é\u{301}.",
  ])
  func dots(text: String) {
    #expect(text.trimming { $0 == "." } == text.trimmingCharacters(in: CharacterSet(charactersIn: ".")))
    #expect(text.dropFirst(0).trimming { $0 == "." } == text.trimmingCharacters(in: CharacterSet(charactersIn: ".")))
  }
}
