import Device
import Foundation

/// Checks a configuration's redirect URI as MSAL does when an application is created
/// (`MSIDRedirectUriVerifier`), and returns the URI to use.
enum RedirectURIVerifier {
  /// The default redirect URI for a bundle id: `msauth.<bundle id>://auth`.
  static func defaultURI(bundleID: String) -> String {
    "msauth.\(bundleID)://auth"
  }

  /// Whether `uri` is broker-capable: `msauth.<bundle id>://auth`, or ADAL's `<scheme>://<bundle id>`.
  static func isBrokerCapable(_ uri: URL, bundleID: String) -> Bool {
    guard let scheme = uri.scheme?.lowercased(), let host = uri.host?.lowercased() else { return false }
    let bundle = bundleID.lowercased()
    return (scheme == "msauth.\(bundle)" && host == "auth") || host == bundle
  }

  /// Verifies the configuration's redirect URI for `app` on `device`.
  static func verify(
    configuration: MSALPublicClientApplicationConfig, app: InstalledApp, device: SimulatedDevice
  ) throws -> String {
    let text = configuration.redirectUri ?? defaultURI(bundleID: app.bundleID)
    if configuration.bypassRedirectURIValidation { return text }
    if device.platform == .macOS { return try verifyOnMac(text) }
    guard let uri = URL(string: text), let scheme = uri.scheme, !scheme.isEmpty, uri.host != nil else {
      throw MSALErrorFactory.make(
        .internal(.internalErrorInvalidRedirectURI),
        "The provided redirect URI '\(text)' is not a valid URI (expected msauth.\(app.bundleID)://auth).")
    }
    guard app.registers(urlScheme: scheme) else {
      throw MSALErrorFactory.make(
        .internal(.internalErrorRedirectSchemeNotRegistered),
        "The required app scheme \"\(scheme)\" is not registered in the app's info.plist file. Please add \"\(scheme)\" "
          + "into Info.plist under CFBundleURLSchemes without any whitespaces.")
    }
    let brokerCapable = isBrokerCapable(uri, bundleID: app.bundleID)
    if !brokerCapable, !configuration.authority.isB2C {
      throw MSALErrorFactory.make(
        .internal(.internalErrorInvalidRedirectURI),
        "The provided redirect URI '\(text)' is not broker capable: use msauth.\(app.bundleID)://auth (and register "
          + "it for the app), or set bypassRedirectURIValidation.")
    }
    if brokerCapable, device.platform == .iOS {
      let missing = KnownApps.brokerQuerySchemes.filter { !app.mayQuery(urlScheme: $0) }
      if !missing.isEmpty {
        throw MSALErrorFactory.make(
          .internal(.internalErrorRedirectSchemeNotRegistered),
          "The required query schemes \"msauthv2\" and \"msauthv3\" are not registered in the app's info.plist file. "
            + "Please add \"msauthv2\" and \"msauthv3\" into Info.plist under LSApplicationQueriesSchemes without any "
            + "whitespaces.")
      }
    }
    return text
  }

  /// macOS's verifier: a redirect URI needs a scheme, nothing more. Info.plist is not read (the web
  /// session hands the redirect back itself) and no URI needs to be broker-capable: a Mac has no broker app.
  private static func verifyOnMac(_ text: String) throws -> String {
    guard let uri = URL(string: text), let scheme = uri.scheme, !scheme.isEmpty else {
      throw MSALErrorFactory.invalidParameter("Invalid redirect URI provided")
    }
    return text
  }
}
