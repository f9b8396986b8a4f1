import Foundation
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
    #expect(MemoryCeiling.residentBytes() > 1 << 20)
    #if os(Linux)
      // The kernel's own figure, read just after: they agree (other tests run in this process, so
      // within a margin).
      let ours = MemoryCeiling.residentBytes()
      let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
      let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
      let kernel = (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
      #expect(abs(ours - kernel) <= max(16 << 20, kernel / 10), "statm \(ours), VmRSS \(kernel)")
    #endif
    // Tests running beside this one free memory too: it must grow in at least one of a few tries.
    var grew = false
    for _ in 0..<5 where !grew {
      let before = MemoryCeiling.residentBytes()
      let held = [UInt8](repeating: 1, count: 128 << 20)
      grew = MemoryCeiling.residentBytes() >= before + (64 << 20) && held.count == 128 << 20
    }
    #expect(grew)
  }
}
