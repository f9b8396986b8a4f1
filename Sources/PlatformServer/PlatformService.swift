import Foundation
import IdentityCore
import IdentityPlatform
import Scenarios

/// The simulated Microsoft identity platform as `workbook serve` serves it: one world built from a
/// scenario, reached by requests that name the real hosts, answered one at a time.
///
/// A request's `Host` (and, in a proxy tunnel, the host it was opened to) and path choose the
/// endpoint, so clients keep the real URLs; the documents the platform returns keep the real https
/// URLs and issuers. The world's clock follows the real one while serving (tokens carry real times,
/// which real clients check), starting from the scenario's state.
public final class PlatformService: @unchecked Sendable {
  /// The answer to one request, with what the request log says of it.
  public struct Answer: Sendable {
    /// The response.
    public var response: HTTPResponse
    /// The AADSTS code of an error answer (`AADSTS50126`), for the log.
    public var errorCode: String?
  }

  /// What `workbook serve` was asked to serve.
  public struct Configuration: Sendable {
    /// The starting world.
    public var scenario: Scenario = .fresh
    /// The lifetime of access tokens, in seconds (nil: the service's 3599).
    public var accessTokenLifetime: Int?
    /// Device codes are approved by this user as soon as they are issued (nil: someone enters them
    /// on the device-login page).
    public var approveDeviceCodesAs: String?
    /// A fault switched on from the start.
    public var fault: Fault = .none

    /// The defaults: the fresh world, the service's token lifetime, no fault.
    public init() {}
  }

  /// The largest request body accepted; larger ones get `413`.
  public static var maximumBodyBytes: Int { IdentityPlatform.maximumBodyBytes }

  private let lock = NSLock()
  private let environment: SimulationEnvironment
  private let graph: GraphStandIn
  private let sites = MicrosoftSitesStandIn()

  /// A service in `configuration`'s world. Throws when the scenario cannot be built or the user
  /// named to approve device codes is not in the world.
  public init(_ configuration: Configuration) throws {
    environment = try configuration.scenario.makeEnvironment()
    let platform = environment.platform
    platform.fault = configuration.fault
    if let lifetime = configuration.accessTokenLifetime { platform.accessTokenLifetime = lifetime }
    if let approver = configuration.approveDeviceCodesAs {
      guard let user = platform.directory.user(username: approver) else {
        throw PlatformServiceError.unknownUser(approver)
      }
      platform.deviceCodeApprover = user.userPrincipalName
    }
    graph = GraphStandIn(platform: platform)
  }

  /// Answers a request for `target` (a path with its query) on `host`.
  ///
  /// `host` is the request's `Host` (its port dropped); a loopback host means the request was sent
  /// to the server by its own address and is taken as `login.microsoftonline.com`'s.
  public func answer(method: String, host: String, target: String, headers: HTTPHeaders, body: Data) -> Answer {
    lock.lock()
    defer { lock.unlock() }
    let platform = environment.platform
    platform.clock.set(to: max(platform.clock.now, Date()))
    let serviceHost = Self.serviceHost(for: host)
    guard target.hasPrefix("/") else {
      return Answer(response: .text("Bad Request: the request target must be a path.", status: 400))
    }
    guard let requestMethod = HTTPRequest.Method(rawValue: method) else {
      var response = HTTPResponse.text("The requested resource does not support http method '\(method)'.", status: 405)
      response.headers["Allow"] = "GET, POST"
      return Answer(response: response)
    }
    let request = HTTPRequest(method: requestMethod, url: "https://\(serviceHost)\(target)", headers: headers, body: body)
    if let graphAnswer = graph.answer(request, host: serviceHost) { return Answer(response: graphAnswer) }
    if let siteAnswer = sites.answer(request, host: serviceHost) { return Answer(response: siteAnswer) }
    do {
      let response = try platform.send(request)
      return Answer(response: response, errorCode: Self.errorCode(of: response))
    } catch .cannotFindHost {
      return Answer(
        response: .text("The workbook's server answers only the simulated Microsoft hosts; \(serviceHost) is not one.", status: 404))
    } catch .notConnectedToInternet {
      return Answer(response: .text("The simulated service is offline (fault: offline).", status: 503))
    } catch {
      return Answer(response: .text("Bad Request: \(error.description)", status: 400))
    }
  }

  /// Whether a proxy may open a tunnel to `host`: one of the simulated service's, Graph, or a
  /// Microsoft site a sign-in passes through (`microsoft.com/devicelogin`, `nexus.passport.com`).
  public func servesHost(_ host: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    let directory = environment.platform.directory
    return host == GraphStandIn.host || MicrosoftSitesStandIn.hosts.contains(host) || directory.cloud(forHost: host) != nil
      || directory.b2cTenant(forHost: host) != nil
  }

  /// The hosts a proxy tunnel may be opened to, for the certificate authority's leaf certificates.
  public static func serviceHost(for host: String) -> String {
    let name = host.lowercased()
    return ["127.0.0.1", "localhost", "[::1]", "::1"].contains(name) ? "login.microsoftonline.com" : name
  }

  /// The AADSTS code an error response carries (`error_codes`, else the description's first word).
  static func errorCode(of response: HTTPResponse) -> String? {
    guard response.status >= 400 || response.headers["Location"]?.contains("error=") == true else { return nil }
    if let codes = response.jsonBody?["error_codes"]?.arrayValue, let first = codes.first?.intValue {
      return "AADSTS\(first)"
    }
    if let description = response.jsonBody?["error_description"]?.stringValue, description.hasPrefix("AADSTS") {
      return String(description.prefix { $0 != ":" })
    }
    return nil
  }
}

/// Why a service could not be set up.
public enum PlatformServiceError: Error, CustomStringConvertible {
  /// `--approve-device-codes-as` names nobody in the world.
  case unknownUser(String)

  public var description: String {
    switch self {
    case .unknownUser(let name): "no user '\(name)' in the simulated world (see `workbook world`)"
    }
  }
}

/// The identity platform's header fields, named apart from NIO's `HTTPHeaders` (the module and its
/// main class share the name `IdentityPlatform`, so the module cannot qualify them).
typealias ServiceHeaders = HTTPHeaders
/// The identity platform's response, named apart from NIO's types.
typealias ServiceResponse = HTTPResponse
