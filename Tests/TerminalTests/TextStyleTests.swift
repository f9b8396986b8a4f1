import Terminal
import Testing

@Suite struct TextStyleTests {
  @Test func colourWrapsTextInEscapeCodesAndPlainLeavesItAlone() {
    #expect(TextStyle(usesColor: true).error("no") == "\u{1B}[1;31mno\u{1B}[0m")
    #expect(TextStyle.plain.error("no") == "no")
    #expect(TextStyle(usesColor: true).note("") == "")
  }
}
