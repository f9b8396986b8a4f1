import Crypto
import Foundation
import NIOSSL
import SwiftASN1
import X509

/// The local certificate authority of `workbook serve`'s HTTPS proxy: created on first use in the
/// state directory (`serve/ca.pem`, and its key beside it, readable by the user alone), it issues a
/// certificate for each real host a client opens a tunnel to (`login.microsoftonline.com`), so an
/// unmodified client speaks TLS to the real URL and reaches the simulation.
///
/// Trust it only in a test: anyone with its key can impersonate any site to whoever trusts it.
public final class CertificateAuthority: @unchecked Sendable {
  /// The authority's certificate (PEM), for clients to trust.
  public let certificateFile: URL
  private let certificate: Certificate
  private let key: P256.Signing.PrivateKey
  private let lock = NSLock()
  private var contexts: [String: NIOSSLContext] = [:]

  /// Why the authority could not be loaded or made.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// The authority kept in `directory`: loaded when its files are there, made (and written) when
  /// neither is. Files that cannot be read as an authority are never overwritten: the error says so.
  public init(directory: URL) throws(Failure) {
    certificateFile = directory.appendingPathComponent("ca.pem")
    let keyFile = directory.appendingPathComponent("ca-key.pem")
    let manager = FileManager.default
    let haveCertificate = manager.fileExists(atPath: certificateFile.path)
    let haveKey = manager.fileExists(atPath: keyFile.path)
    if haveCertificate || haveKey {
      do {
        certificate = try Certificate(pemEncoded: String(contentsOf: certificateFile, encoding: .utf8))
        key = try P256.Signing.PrivateKey(pemRepresentation: String(contentsOf: keyFile, encoding: .utf8))
      } catch {
        throw Failure(
          description: "the certificate authority in \(directory.path) cannot be read (\(error)); it was left as it is: "
            + "move ca.pem and ca-key.pem away and a new authority is made")
      }
      guard certificate.publicKey == Certificate.PublicKey(key.publicKey) else {
        throw Failure(description: "\(keyFile.path) is not the key of \(certificateFile.path); both were left as they are")
      }
      return
    }
    key = P256.Signing.PrivateKey()
    do {
      let name = try DistinguishedName {
        CommonName("MSAL Migration Workbook local test authority")
        OrganizationName("MSAL Migration Workbook (simulation only, never trust outside a test)")
      }
      let publicKey = Certificate.PublicKey(key.publicKey)
      let now = Date()
      certificate = try Certificate(
        version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: publicKey,
        notValidBefore: now.addingTimeInterval(-86_400), notValidAfter: now.addingTimeInterval(5 * 365 * 86_400),
        issuer: name, subject: name, signatureAlgorithm: .ecdsaWithSHA256,
        extensions: try Certificate.Extensions {
          Critical(BasicConstraints.isCertificateAuthority(maxPathLength: 0))
          Critical(KeyUsage(digitalSignature: true, keyCertSign: true, cRLSign: true))
          SubjectKeyIdentifier(hash: publicKey)
        },
        issuerPrivateKey: Certificate.PrivateKey(key))
      try manager.createDirectory(at: directory, withIntermediateDirectories: true)
      try Self.write(key.pemRepresentation, to: keyFile, permissions: 0o600)
      try Self.write(certificate.serializeAsPEM().pemString, to: certificateFile, permissions: 0o644)
    } catch {
      throw Failure(description: "could not make the certificate authority in \(directory.path): \(error)")
    }
  }

  /// A TLS server context whose certificate names `host`, issued by this authority (made once per host).
  public func serverContext(forHost host: String) throws(Failure) -> NIOSSLContext {
    lock.lock()
    defer { lock.unlock() }
    if let context = contexts[host] { return context }
    do {
      let leafKey = P256.Signing.PrivateKey()
      let leafPublicKey = Certificate.PublicKey(leafKey.publicKey)
      let now = Date()
      let leaf = try Certificate(
        version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: leafPublicKey,
        notValidBefore: now.addingTimeInterval(-86_400), notValidAfter: now.addingTimeInterval(365 * 86_400),
        issuer: certificate.subject, subject: try DistinguishedName { CommonName(host) },
        signatureAlgorithm: .ecdsaWithSHA256,
        extensions: try Certificate.Extensions {
          Critical(BasicConstraints.notCertificateAuthority)
          Critical(KeyUsage(digitalSignature: true))
          try ExtendedKeyUsage([.serverAuth])
          SubjectAlternativeNames([.dnsName(host)])
          SubjectKeyIdentifier(hash: leafPublicKey)
          AuthorityKeyIdentifier(keyIdentifier: SubjectKeyIdentifier(hash: certificate.publicKey).keyIdentifier)
        },
        issuerPrivateKey: Certificate.PrivateKey(key))
      let configuration = TLSConfiguration.makeServerConfiguration(
        certificateChain: [.certificate(try NIOSSLCertificate(bytes: Array(leaf.serializeAsPEM().pemString.utf8), format: .pem))],
        privateKey: .privateKey(try NIOSSLPrivateKey(bytes: Array(leafKey.pemRepresentation.utf8), format: .pem)))
      let context = try NIOSSLContext(configuration: configuration)
      contexts[host] = context
      return context
    } catch {
      throw Failure(description: "could not issue a certificate for \(host): \(error)")
    }
  }

  /// The authority's certificate, PEM.
  public var certificatePEM: String {
    (try? certificate.serializeAsPEM().pemString) ?? ""
  }

  private static func write(_ text: String, to file: URL, permissions: Int) throws {
    let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).\(getpid())")
    guard FileManager.default.createFile(
      atPath: temporary.path, contents: Data(text.utf8), attributes: [.posixPermissions: permissions])
    else { throw Failure(description: "cannot write \(temporary.path)") }
    guard rename(temporary.path, file.path) == 0 else { throw Failure(description: "cannot write \(file.path)") }
  }
}
