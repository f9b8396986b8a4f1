import Determinism
import Foundation

/// The embedded, simulated Microsoft identity platform: one in-process service that speaks the
/// real wire protocol of Azure AD v1.0 and the Microsoft identity platform v2.0.
///
/// Clients (the simulated MSAL and ADAL, tests, the shell) build `HTTPRequest`s exactly as the
/// real libraries would and pass them to ``send(_:)``. Everything is deterministic: the world is
/// fixed, time is a ``SimulatedClock``, and ids come from a seeded generator.
public final class IdentityPlatform {
  /// The directory: clouds, tenants, users, apps, APIs and consent. Change it as an admin would.
  public var directory: Directory
  /// The simulated clock every expiry follows.
  public let clock: SimulatedClock
  /// Conditional Access policies in force.
  public var policies = ConditionalAccessPolicies()
  /// The simulated service failure, if any.
  public var fault: Fault = .none
  /// Every exchange, for tracing.
  public let traffic: TrafficLog
  /// How long access tokens live, in seconds (`expires_in`): the service's 3599 unless a test or
  /// `workbook serve --access-token-lifetime` says otherwise.
  public var accessTokenLifetime = 3599
  /// The user (UPN) who approves every device code as soon as it is issued, as if they had entered
  /// it on the device-login page and accepted its consent page (`workbook serve
  /// --approve-device-codes-as`); nil: nobody does.
  public var deviceCodeApprover: String?
  /// The key tokens are signed with (published at the JWKS endpoints). Loaded when first used: a
  /// run that signs nothing does not parse the PEM or hash the certificate (a tenth of lesson 1).
  public var signingKey: TokenSigningKey { .simulation }

  /// The largest request body accepted (larger bodies get `413`).
  public static let maximumBodyBytes = 1 << 20
  /// The longest URL accepted (longer ones get AADSTS90015).
  public static let maximumURLLength = 16_384

  // MARK: - Server-side state

  var random: SeededRandomNumberGenerator
  var authorizationCodes: [String: AuthorizationCodeRecord] = [:]
  var refreshGrants: [String: RefreshGrant] = [:]
  var refreshTokens: [String: RefreshTokenRecord] = [:]
  var signInFlows: [String: SignInFlow] = [:]
  var browserSessions: [String: [BrowserSession]] = [:]
  var deviceCodes: [String: DeviceCodeRecord] = [:]
  var registeredDevices: [String: RegisteredDevice] = [:]

  /// Creates a platform over `directory`, starting at the clock's time, drawing ids from `seed`.
  public init(
    directory: Directory = World.standardDirectory(), clock: SimulatedClock = SimulatedClock(), seed: UInt64 = 2026,
    trafficCapacity: Int = 500
  ) {
    self.directory = directory
    self.clock = clock
    self.random = SeededRandomNumberGenerator(seed: seed)
    self.traffic = TrafficLog(capacity: trafficCapacity)
  }

  // MARK: - The wire

  /// Sends one HTTP request to the service and returns its response, as a network round trip would.
  ///
  /// Throws a ``TransportError`` when no response could arrive: the device is offline (``Fault/offline``),
  /// the host is not one of the service's, or the URL is not absolute.
  public func send(_ request: HTTPRequest) throws(TransportError) -> HTTPResponse {
    let now = clock.now
    do {
      let response = try respond(to: request)
      traffic.record(request: request, outcome: .response(response), at: now)
      return response
    } catch {
      traffic.record(request: request, outcome: .transportError(error), at: now)
      throw error
    }
  }

  private func respond(to request: HTTPRequest) throws(TransportError) -> HTTPResponse {
    if fault == .offline { throw .notConnectedToInternet }
    guard let url = RequestURL(request.url), url.scheme == "https" else { throw .badURL }
    guard directory.cloud(forHost: url.host) != nil || directory.b2cTenant(forHost: url.host) != nil else {
      throw .cannotFindHost
    }
    let context = makeContext(for: request, host: url.host)
    return route(request, url: url, context: context)
  }

  private func makeContext(for request: HTTPRequest, host: String) -> RequestContext {
    let traceID = random.uuidString()
    let clientRequestID = request.headers["client-request-id"].flatMap { UUID(uuidString: $0) != nil ? $0.lowercased() : nil }
    return RequestContext(
      traceID: traceID, correlationID: clientRequestID ?? random.uuidString(), now: clock.now, host: host,
      echoesClientRequestID: request.headers["return-client-request-id"]?.lowercased() == "true")
  }

  // MARK: - Administration conveniences

  /// Resets a user's password now: their refresh tokens and sessions stop working (AADSTS50173).
  public func resetPassword(of username: String, to newPassword: String) throws(DirectoryError) {
    try directory.resetPassword(username, to: newPassword, at: clock.now)
  }

  /// Revokes a user's refresh tokens and sessions now, keeping the password.
  public func revokeSessions(of username: String) throws(DirectoryError) {
    try directory.revokeSessions(username, at: clock.now)
  }

  /// Registers a device in `tenantID`; its proofs (``devicePKeyAuthHeader(for:audience:)``) satisfy
  /// the compliant-device policy while `isCompliant` is true.
  @discardableResult
  public func registerDevice(inTenant tenantID: String, isCompliant: Bool) -> RegisteredDevice {
    let device = RegisteredDevice(
      deviceID: random.uuidString(), secret: random.bytes(32), isCompliant: isCompliant, tenantID: tenantID.lowercased())
    registeredDevices[device.deviceID] = device
    return device
  }

  /// Marks a registered device compliant or not.
  public func setDeviceCompliance(_ deviceID: String, isCompliant: Bool) {
    registeredDevices[deviceID.lowercased()]?.isCompliant = isCompliant
  }
}
