import Testing

@testable import TextCoding

@Suite("TextTable: tables that fit a width")
struct TextTableTests {
  private let header = ["app", "client id", "redirect URIs"]
  private let rows = [
    ["Contoso Mail", "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", "x-msauth-contosomail://com.contoso.mail msauth.com.contoso.mail://auth"],
    ["Contoso Calendar", "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f", "msauth.com.contoso.calendar://auth"],
  ]

  @Test("without a width, columns are as wide as their widest cell, under a rule")
  func naturalWidth() {
    let text = TextTable.render(header: header, rows: rows)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines[0] == "  app               client id                             redirect URIs")
    #expect(lines[1].hasPrefix("  ────────────────  ────"))
    #expect(lines[2].hasSuffix("x-msauth-contosomail://com.contoso.mail msauth.com.contoso.mail://auth"))
  }

  @Test("a narrower width wraps the widest column at spaces, continuation lines under it")
  func wrapsCells() {
    let text = TextTable.render(width: 100, header: header, rows: rows)
    let lines = text.split(separator: "\n").map(String.init)
    for line in lines { #expect(line.count <= 100, "\(line)") }
    #expect(lines[2].hasSuffix("x-msauth-contosomail://com.contoso.mail"))
    #expect(lines[3] == String(repeating: " ", count: 58) + "msauth.com.contoso.mail://auth")
  }

  @Test("when words cannot fit in columns, each row becomes a record, a field to a line")
  func records() {
    let text = TextTable.render(width: 60, header: header, rows: rows)
    #expect(text.hasPrefix("  Contoso Mail\n    client id      4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d\n    redirect URIs  x-msauth-contosomail://com.contoso.mail\n"))
    for line in text.split(separator: "\n") { #expect(line.count <= 60, "\(line)") }
  }
}
