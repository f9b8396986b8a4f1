/// A device registered in the directory (workplace-joined), which can prove itself on requests.
///
/// Simulation: real devices answer a PKeyAuth challenge with a JWT signed by their device
/// certificate. Here the device signs the same `Authorization: PKeyAuth AuthToken="..."` JWT with
/// HS256 and a secret issued at registration, and no challenge round-trip is needed.
public struct RegisteredDevice: Equatable, Sendable {
  /// The device id (`kid` of its proof JWT).
  public let deviceID: String
  /// The secret its proofs are signed with.
  public let secret: [UInt8]
  /// Whether the MDM reports it compliant.
  public var isCompliant: Bool
  /// The tenant it is registered in.
  public let tenantID: String

  /// Describes a device; only devices made by `IdentityPlatform.registerDevice` are known to the service.
  public init(deviceID: String, secret: [UInt8], isCompliant: Bool, tenantID: String) {
    self.deviceID = deviceID.lowercased()
    self.secret = secret
    self.isCompliant = isCompliant
    self.tenantID = tenantID.lowercased()
  }
}
