import TextCoding
import Testing


@Suite struct WordWrapTests {
  @Test func breaksAtSpacesWithinTheWidth() {
    #expect(WordWrap.lines("the quick brown fox jumps", width: 10) == ["the quick", "brown fox", "jumps"])
  }

  @Test func keepsSpaceRunsBetweenWordsButDropsThemAtABreak() {
    #expect(WordWrap.lines("1  Adele", width: 20) == ["1  Adele"])
    #expect(WordWrap.lines("Approve (y)    Deny (n)", width: 14) == ["Approve (y)", "Deny (n)"])
  }

  @Test func breaksAWordLongerThanALine() {
    #expect(WordWrap.lines("ab abcdefghij", width: 4) == ["ab", "abcd", "efgh", "ij"])
  }

  @Test func lineBreaksStartNewLinesAndEmptyTextIsOneEmptyLine() {
    #expect(WordWrap.lines("one\ntwo\r\n\nthree", width: 10) == ["one", "two", "", "three"])
    #expect(WordWrap.lines("", width: 10) == [""])
  }

  @Test func controlCharactersBecomeSpaces() {
    #expect(WordWrap.sanitized("a\u{1B}[1mb\tc\u{7}") == "a [1mb c ")
  }

  @Test func noLineIsLongerThanTheWidth() {
    let text = "   indented words and a verylongwordthatneverends then more   spaces   here"
    for width in 1...20 {
      #expect(WordWrap.lines(text, width: width).allSatisfy { $0.count <= width }, "\(width)")
    }
  }
}
