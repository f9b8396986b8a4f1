import SwiftScript
import Testing

@Suite struct MemoryCeilingTests {
  @Test("sizes in bytes, K, M or G (with or without B, any case); less than 64M or not a size is none")
  func parsing() {
    #expect(MemoryCeiling.parse("512M") == 512 << 20)
    #expect(MemoryCeiling.parse("2g") == 2 << 30)
    #expect(MemoryCeiling.parse("1.5G") == 3 << 29)
    #expect(MemoryCeiling.parse("4GB") == 4 << 30)
    #expect(MemoryCeiling.parse("1073741824") == 1 << 30)
    #expect(MemoryCeiling.parse("10") == nil)
    #expect(MemoryCeiling.parse("63M") == nil)
    #expect(MemoryCeiling.parse("abc") == nil)
    #expect(MemoryCeiling.parse("") == nil)
    #expect(MemoryCeiling.parse("-1G") == nil)
  }

  @Test("--memory-limit, then WORKBOOK_MEMORY_LIMIT, then a quarter of physical memory up to 4 GiB")
  func precedence() throws {
    #expect(try MemoryCeiling.limit(argument: "1G", environment: ["WORKBOOK_MEMORY_LIMIT": "2G"]) == 1 << 30)
    #expect(try MemoryCeiling.limit(argument: nil, environment: ["WORKBOOK_MEMORY_LIMIT": "2G"]) == 2 << 30)
    #expect(try MemoryCeiling.limit(argument: nil, environment: [:]) == MemoryCeiling.standardLimit)
    #expect(MemoryCeiling.standardLimit <= 4 << 30 && MemoryCeiling.standardLimit > 0)
    #expect(throws: MemoryCeiling.Invalid.self) { try MemoryCeiling.limit(argument: "lots", environment: [:]) }
    #expect(throws: MemoryCeiling.Invalid.self) { try MemoryCeiling.limit(argument: nil, environment: ["WORKBOOK_MEMORY_LIMIT": "x"]) }
  }

  @Test("the process's resident size is read, and grows with what it holds")
  func residentSize() {
    let before = MemoryCeiling.residentBytes()
    #expect(before > 1 << 20)
    let held = [UInt8](repeating: 1, count: 64 << 20)
    #expect(MemoryCeiling.residentBytes() >= before + (32 << 20))
    #expect(held.count == 64 << 20)
  }
}
