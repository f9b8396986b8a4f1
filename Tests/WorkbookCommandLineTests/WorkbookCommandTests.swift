import Foundation
import TestSupport
import Testing

@Suite("The workbook command")
struct WorkbookCommandTests {
  @Test("world prints the simulated world")
  func world() throws {
    let result = try WorkbookBinary.run(["world"])
    #expect(result.status == 0)
    #expect(result.output.contains("adele@contoso.com"))
    #expect(result.output.contains("4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d"))
    #expect(result.output.contains("Contoso B2C"))
  }

  @Test("--version and --help")
  func versionAndHelp() throws {
    #expect(try WorkbookBinary.run(["--version"]).output.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
    let help = try WorkbookBinary.run(["--help"])
    for subcommand in ["shell", "run", "world", "decode"] {
      #expect(help.output.contains("  \(subcommand)"), "\(subcommand) missing from --help")
    }
    #expect(help.output.contains("(default)"))
  }

  @Test("decode prints a JWT's claims; a non-token fails with a message on stderr")
  func decode() throws {
    let header = Data(#"{"alg":"none","typ":"JWT"}"#.utf8).base64EncodedString().replacingOccurrences(of: "=", with: "")
    let payload = Data(#"{"oid":"a11ce000-0000-4000-8000-0000000000a1","exp":1767607199}"#.utf8).base64EncodedString()
      .replacingOccurrences(of: "=", with: "")
    let good = try WorkbookBinary.run(["decode", "\(header).\(payload)."])
    #expect(good.status == 0)
    #expect(good.output.contains("a11ce000-0000-4000-8000-0000000000a1"))
    #expect(good.output.contains("exp 2026-01-05T09:59:59Z"))
    let bad = try WorkbookBinary.run(["decode", "hello"])
    #expect(bad.status == 1)
    #expect(bad.error.contains("neither a JWT"))
  }
}
