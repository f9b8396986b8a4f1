import Foundation
import Testing
import TextCoding

@Suite("base64url and the service's timestamps")
struct EncodingTests {
  @Test("base64url without padding, both ways")
  func base64URL() throws {
    #expect(Base64URL.encode([0xFB, 0xFF]) == "-_8")
    #expect(Base64URL.decode("-_8") == Data([0xFB, 0xFF]))
    #expect(Base64URL.decode("a") == nil)
    #expect(Base64URL.decode("a+b") == nil)
  }

  @Test("UTC timestamps in the service's formats")
  func timestamps() {
    let date = Date(timeIntervalSince1970: 1_767_603_600)
    #expect(UTCTimestamp.errorTimestamp(date) == "2026-01-05 09:00:00Z")
    #expect(UTCTimestamp.preciseTimestamp(date) == "2026-01-05T09:00:00.0000000Z")
    #expect(UTCTimestamp.iso8601(Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29T00:00:00Z")
  }

  @Test("midnight UTC of a calendar day is the date Foundation's Gregorian calendar gives")
  func midnights() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    for (year, month, day) in [
      (1970, 1, 1), (1969, 12, 31), (1900, 3, 1), (2000, 2, 29), (2000, 3, 1), (2015, 1, 29), (2016, 3, 1),
      (2024, 12, 31), (2026, 1, 5), (2100, 2, 28), (2100, 3, 1), (1600, 2, 29),
    ] {
      let expected = try #require(calendar.date(from: DateComponents(year: year, month: month, day: day)))
      #expect(UTCTimestamp.midnight(year: year, month: month, day: day) == expected, "\(year)-\(month)-\(day)")
    }
    #expect(UTCTimestamp.iso8601(UTCTimestamp.midnight(year: 2020, month: 2, day: 29)) == "2020-02-29T00:00:00Z")
  }
}
