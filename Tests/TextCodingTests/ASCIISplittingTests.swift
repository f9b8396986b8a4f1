import Testing
import TextCoding

@Suite("Splitting protocol text at an ASCII separator")
struct ASCIISplittingTests {
  static let texts = [
    "", "&", "&&", "a", "a&b", "&a&&b&", "grant_type=refresh_token&client_id=4a1b&scope=User.Read%20openid",
    "User.Read openid  profile offline_access ", "a11ce000.c0a1b2c3", "/common/oauth2/v2.0/token", "//",
    "café=crème&naïve=ü", "emoji=👩‍💻&flag=🇫🇷", "x=1=2=3",
  ]

  @Test("the pieces equal the standard split's, for every maxSplits and both empty-piece rules")
  func matchesStandardSplit() {
    for text in Self.texts {
      for separator in ["&", "=", " ", ".", "/"] as [Character] {
        for maxSplits in [0, 1, 2, 3, Int.max] {
          for omitting in [true, false] {
            let expected = text.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
            let actual = text.splitting(
              at: separator.unicodeScalars.first!, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
            #expect(actual == expected, "\(text.debugDescription) at \(separator) max \(maxSplits) omitting \(omitting)")
          }
        }
      }
    }
  }

  @Test("a substring splits within its own bounds")
  func substring() {
    let text = "skip&a=1&b=2"
    let tail = text[text.index(text.startIndex, offsetBy: 5)...]
    #expect(tail.splitting(at: "&") == ["a=1", "b=2"])
    #expect(tail.splitting(at: "=", maxSplits: 1) == ["a", "1&b=2"])
  }
}
