import Foundation
import Testing

@testable import PlatformServer

/// The proxy's local certificate authority: made once, kept, never overwritten when unreadable.
@Suite("The local certificate authority")
struct CertificateAuthorityTests {
  private func directory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("workbook-ca-\(UUID().uuidString)")
  }

  @Test("made on first use (its key readable by the user alone), the same one loaded after; it issues per-host certificates")
  func madeOnceAndKept() throws {
    let folder = directory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try CertificateAuthority(directory: folder)
    #expect(first.certificateFile.path == folder.appendingPathComponent("ca.pem").path)
    let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("ca-key.pem").path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let second = try CertificateAuthority(directory: folder)
    #expect(second.certificatePEM == first.certificatePEM)
    #expect(first.certificatePEM.hasPrefix("-----BEGIN CERTIFICATE-----"))
    _ = try second.serverContext(forHost: "login.microsoftonline.com")
  }

  @Test("files that are not an authority are left as they are, and the error says so")
  func corruptFilesKept() throws {
    let folder = directory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "not a certificate".write(to: folder.appendingPathComponent("ca.pem"), atomically: true, encoding: .utf8)
    do {
      _ = try CertificateAuthority(directory: folder)
      Issue.record("an unreadable authority was accepted")
    } catch {
      #expect(error.description.contains("cannot be read"))
      #expect(error.description.contains("it was left as it is"))
    }
    #expect(try String(contentsOf: folder.appendingPathComponent("ca.pem"), encoding: .utf8) == "not a certificate")
  }
}
