import Foundation
import Testing
import TextCoding

/// Protocol text helpers: marker search and `Data` from text on UTF-8 bytes, and joining.
@Suite struct ByteTextTests {
  /// What Foundation's `range(of:)` finds between the two markers.
  private func foundationText(in text: String, between opening: String, and closing: String) -> String? {
    guard let start = text.range(of: opening),
      let end = text.range(of: closing, range: start.upperBound..<text.endIndex)
    else { return nil }
    return String(text[start.upperBound..<end.lowerBound])
  }

  @Test("finds the text between two markers as Foundation's range(of:) does", arguments: [
    "", "$Config=", "$Config={};", "$Config={\"a\":1};\n//]]>", "x$Config=é日本;\n//]]>tail;\n//]]>",
    "$Config=;\n//]]>", ";\n//]]>$Config={}", "$Config$Config=1;\n//]];\n//]]>", "$Config=\u{1F600};\n//]",
    "<html>$Conf$Config={\"k\":\"<\\/script>\"};\n//]]></script>",
  ])
  func between(text: String) {
    let found = text.text(between: "$Config=", and: ";\n//]]>").map(String.init)
    #expect(found == foundationText(in: text, between: "$Config=", and: ";\n//]]>"))
  }

  @Test("a pattern longer than the text, or starting past its end, is not found")
  func outOfRange() {
    var text = "ab"
    text.withUTF8 { bytes in
      #expect(bytes.firstOccurrence(of: "abc".utf8, from: 0) == nil)
      #expect(bytes.firstOccurrence(of: "b".utf8, from: 1) == 1..<2)
      #expect(bytes.firstOccurrence(of: "b".utf8, from: 2) == nil)
      #expect(bytes.firstOccurrence(of: "".utf8, from: 0) == nil)
    }
  }

  @Test("Data(utf8Of:) holds the same bytes as Data(text.utf8)", arguments: [
    "", "a", "adele@contoso.com", "é日本\u{1F600}", String(repeating: "eyJ0eXAiOiJKV1Qi.", count: 200),
  ])
  func utf8Data(text: String) {
    #expect(Data(utf8Of: text) == Data(text.utf8))
    #expect(Data(utf8Of: String(text.dropFirst())) == Data(text.dropFirst().utf8))
  }

  @Test("joinedText(separator:) is joined(separator:)", arguments: [[], [""], ["User.Read"], ["openid", "profile", "offline_access"], ["", "", ""], ["é", "日本"]])
  func joining(strings: [String]) {
    #expect(strings.joinedText(separator: " ") == strings.joined(separator: " "))
    #expect(strings.joinedText(separator: "; ") == strings.joined(separator: "; "))
    #expect(strings.joinedText() == strings.joined())
  }
}
