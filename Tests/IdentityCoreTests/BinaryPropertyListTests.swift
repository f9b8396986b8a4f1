import Determinism
import Foundation
import IdentityCore
import IdentityPlatform
import Testing

/// The cache's own binary property list writer, read back by Foundation's reader, and its own
/// reader, which reads Foundation's lists of the same kinds and survives damaged ones.
@Suite struct BinaryPropertyListTests {
  static let long = String(repeating: "refresh-token-", count: 40)  // a count after the marker, two bytes
  static let date = Date(timeIntervalSinceReferenceDate: 812_345_678.25)
  static let sample: PropertyListValue = {
    var many: [String: PropertyListValue] = [:]
    for index in 0..<20 { many["key\(index)"] = .string("value \(index)") }  // 20 entries: a count byte
    return .dictionary([
      "$class": .string("ADTokenCacheItem"), "short": .string("abc"), "empty": .string(""),
      "fifteen-chars!!": .string("exactly fifteen"), "long": .string(long), "accented": .string("Zoë Ångström ✓"),
      "expiresOn": .date(date), "userInformation": .dictionary(["userId": .string("adele@contoso.com")]),
      "many": .dictionary(many), "before2001": .date(Date(timeIntervalSinceReferenceDate: -86_400.5)),
    ])
  }()

  @Test("Foundation reads back every kind of value the writer writes")
  func foundationReadsIt() throws {
    let long = BinaryPropertyListTests.long
    let date = BinaryPropertyListTests.date
    let value = BinaryPropertyListTests.sample
    let data = BinaryPropertyList.data(value)
    #expect(data.starts(with: Array("bplist00".utf8)))
    var format = PropertyListSerialization.PropertyListFormat.xml
    let read = try #require(try PropertyListSerialization.propertyList(from: data, options: [], format: &format) as? [String: Any])
    #expect(format == .binary)
    #expect(read["$class"] as? String == "ADTokenCacheItem")
    #expect(read["short"] as? String == "abc")
    #expect(read["empty"] as? String == "")
    #expect(read["fifteen-chars!!"] as? String == "exactly fifteen")
    #expect(read["long"] as? String == long)
    #expect(read["accented"] as? String == "Zoë Ångström ✓")
    #expect(read["expiresOn"] as? Date == date)
    #expect((read["userInformation"] as? [String: Any])?["userId"] as? String == "adele@contoso.com")
    let readMany = try #require(read["many"] as? [String: Any])
    #expect(readMany.count == 20)
    for index in 0..<20 { #expect(readMany["key\(index)"] as? String == "value \(index)") }
    #expect(BinaryPropertyList.data(value) == data, "the same value gives the same bytes")
  }

  @Test("an ADAL cache item survives its archive")
  func legacyItemRoundTrip() {
    let item = LegacyTokenItem(
      authority: "https://login.microsoftonline.com/common", resource: "https://graph.windows.net", clientID: "client",
      userID: "adele@contoso.com", accessToken: "at", accessTokenType: "Bearer", refreshToken: "rt",
      expiresOn: Date(timeIntervalSinceReferenceDate: 800_000_000), familyID: "1", rawIdToken: "id.token.x",
      clientInfo: "eyJ1aWQiOiJ4In0")
    #expect(LegacyTokenItem(archiveData: item.archiveData) == item)
    let minimal = LegacyTokenItem(authority: "https://login.microsoftonline.com/common", resource: nil, clientID: "c", userID: "u")
    #expect(LegacyTokenItem(archiveData: minimal.archiveData) == minimal)
  }

  // MARK: - Reading

  @Test("the reader reads back every kind of value the writer writes")
  func readsItsOwn() {
    let value = BinaryPropertyListTests.sample
    #expect(BinaryPropertyList.value(from: BinaryPropertyList.data(value)) == value)
  }

  @Test("the reader reads Foundation's binary lists of strings, dates and dictionaries")
  func readsFoundations() throws {
    let foundation: [String: Any] = [
      "authority": "https://login.microsoftonline.com/common", "accented": "Zoë Ångström ✓",
      "long": BinaryPropertyListTests.long, "expiresOn": BinaryPropertyListTests.date,
      "userInformation": ["userId": "adele@contoso.com", "same": "adele@contoso.com"],
    ]
    let data = try PropertyListSerialization.data(fromPropertyList: foundation, format: .binary, options: 0)
    #expect(
      BinaryPropertyList.value(from: data)
        == .dictionary([
          "authority": .string("https://login.microsoftonline.com/common"), "accented": .string("Zoë Ångström ✓"),
          "long": .string(BinaryPropertyListTests.long), "expiresOn": .date(BinaryPropertyListTests.date),
          "userInformation": .dictionary(["userId": .string("adele@contoso.com"), "same": .string("adele@contoso.com")]),
        ]))
    // Other kinds of object are not read: the item falls back to Foundation's reader.
    let withNumber = try PropertyListSerialization.data(fromPropertyList: ["n": 1], format: .binary, options: 0)
    #expect(BinaryPropertyList.value(from: withNumber) == nil)
  }

  @Test("damaged lists read as nil or as some value, and never stop the process")
  func damaged() {
    let data = BinaryPropertyList.data(BinaryPropertyListTests.sample)
    for length in 0..<data.count {
      #expect(BinaryPropertyList.value(from: data.prefix(length)) == nil)
    }
    var generator = SeededRandomNumberGenerator(seed: 7)
    for _ in 0..<2_000 {
      var damaged = [UInt8](data)
      for _ in 0..<3 {
        damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
      }
      _ = BinaryPropertyList.value(from: Data(damaged))
    }
    // A dictionary that holds itself, and counts and offsets far past the end.
    var cyclic = Array("bplist00".utf8) + [0xD1, 0x01, 0x00, 0x51, 0x61, 0x08, 0x0B]
    cyclic += [0, 0, 0, 0, 0, 0, 1, 1] + bigEndian(2) + bigEndian(0) + bigEndian(13)
    #expect(BinaryPropertyList.value(from: Data(cyclic)) == nil)
    // Thirty dictionaries, each holding the next twice: 2^30 paths to the last, read in no time.
    var shared = Array("bplist00".utf8)
    var offsets: [UInt8] = []
    for number in 0..<30 {
      offsets.append(UInt8(shared.count))
      shared += [0xD2, 30, 30, UInt8(number + 1), UInt8(number + 1)]  // keys: object 30, "a"
    }
    offsets += [UInt8(shared.count), UInt8(shared.count + 2)]
    shared += [0x51, 0x61, 0xD0]  // object 30: "a"; object 31: the empty dictionary at the bottom
    // Object 29's values are object 30 ("a"), not a dictionary; make them the empty one instead.
    shared[8 + 29 * 5 + 3] = 31
    shared[8 + 29 * 5 + 4] = 31
    let tableOffset = UInt64(shared.count)
    shared += offsets + [0, 0, 0, 0, 0, 0, 1, 1] + bigEndian(32) + bigEndian(0) + bigEndian(tableOffset)
    #expect(BinaryPropertyList.value(from: Data(shared)) == nil)
    var huge = Array("bplist00".utf8) + [0x5F, 0x13] + [UInt8](repeating: 0x7F, count: 8) + [0x08]
    huge += [0, 0, 0, 0, 0, 0, 1, 1] + bigEndian(1) + bigEndian(0) + bigEndian(18)
    #expect(BinaryPropertyList.value(from: Data(huge)) == nil)
  }

  @Test("an ADAL item written as an XML property list is still read, through Foundation")
  func xmlItem() throws {
    let expiresOn = Date(timeIntervalSinceReferenceDate: 812_345_678)  // XML keeps whole seconds
    let archive: [String: Any] = [
      "authority": "https://login.microsoftonline.com/common", "clientId": "client",
      "userInformation": ["userId": "adele@contoso.com"], "expiresOn": expiresOn,
    ]
    let data = try PropertyListSerialization.data(fromPropertyList: archive, format: .xml, options: 0)
    let item = try #require(LegacyTokenItem(archiveData: data))
    #expect(item.clientID == "client")
    #expect(item.userID == "adele@contoso.com")
    #expect(item.expiresOn == expiresOn)
    #expect(LegacyTokenItem(archiveData: Data("not a property list".utf8)) == nil)
  }

  private func bigEndian(_ value: UInt64) -> [UInt8] {
    (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
  }
}
