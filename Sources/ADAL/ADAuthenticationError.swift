import Foundation

/// An ADAL error: an `NSError` with the service's OAuth error (`protocolCode`) and details.
public final class ADAuthenticationError: NSError, @unchecked Sendable {
  /// The OAuth error the service sent, e.g. `invalid_grant`.
  public private(set) var protocolCode: String?
  /// A description of what went wrong.
  public private(set) var errorDetails: String?

  init(domain: String, code: Int, protocolCode: String? = nil, details: String, userInfo: [String: Any] = [:]) {
    var info = userInfo
    info[NSLocalizedDescriptionKey] = details
    super.init(domain: domain, code: code, userInfo: info)
    self.protocolCode = protocolCode
    self.errorDetails = details
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// A local ADAL error (`ADAuthenticationErrorDomain`).
  static func local(_ code: ADErrorCode, _ details: String, userInfo: [String: Any] = [:]) -> ADAuthenticationError {
    ADAuthenticationError(domain: ADAuthenticationErrorDomain, code: code.rawValue, details: details, userInfo: userInfo)
  }

  public override var description: String { ADALDescriptions.describe(self) }
}
