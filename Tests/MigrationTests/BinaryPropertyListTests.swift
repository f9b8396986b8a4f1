import Foundation
import IdentityCore
import Testing

/// The cache's own binary property list writer, read back by Foundation's reader.
@Suite struct BinaryPropertyListTests {
  @Test("Foundation reads back every kind of value the writer writes")
  func foundationReadsIt() throws {
    let long = String(repeating: "refresh-token-", count: 40)  // a count after the marker, two bytes
    var many: [String: PropertyListValue] = [:]
    for index in 0..<20 { many["key\(index)"] = .string("value \(index)") }  // 20 entries: a count byte
    let date = Date(timeIntervalSinceReferenceDate: 812_345_678.25)
    let value = PropertyListValue.dictionary([
      "$class": .string("ADTokenCacheItem"), "short": .string("abc"), "empty": .string(""),
      "fifteen-chars!!": .string("exactly fifteen"), "long": .string(long), "accented": .string("Zoë Ångström ✓"),
      "expiresOn": .date(date), "userInformation": .dictionary(["userId": .string("adele@contoso.com")]),
      "many": .dictionary(many),
    ])
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
}
