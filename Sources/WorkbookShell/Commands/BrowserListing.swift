import Device
import IdentityCore
import IdentityPlatform
import TextCoding

/// The web views of the simulated device as `:browsers` shows them: each cookie jar, which web view
/// types use it, and who its sign-in session signs in.
enum BrowserListing {
  /// One jar per row: Safari's, then each installed app's SFSafariViewController and embedded web view.
  static func render(_ environment: SimulationEnvironment, width: Int?) -> String {
    let platform = environment.platform
    func signedIn(_ browser: SignInBrowser?) -> String {
      let usernames = browser.map(platform.signedInUsernames(in:)) ?? []
      return usernames.isEmpty ? "nobody" : usernames.joined(separator: ", ")
    }
    var rows = [
      [
        "Safari", "Safari; MSAL's .default and .authenticationSession (ASWebAuthenticationSession), every app",
        signedIn(environment.systemBrowser),
      ]
    ]
    for app in environment.device.installedApps where app.bundleID != KnownApps.authenticator.bundleID {
      rows.append([
        "\(app.displayName): SFSafariViewController", "MSAL's .safariViewController in this app only",
        signedIn(environment.safariViewControllerBrowsers[app.bundleID]),
      ])
      rows.append([
        "\(app.displayName): WKWebView", "MSAL's .wkWebView and ADAL's web view, in this app only",
        signedIn(environment.embeddedBrowsers[app.bundleID]),
      ])
    }
    let table = TextTable.render(width: width, header: ["cookie jar", "used by", "signed in"], rows: rows)
    return table + "\n"
      + "An ephemeral session (prefersEphemeralWebBrowserSession) starts from an empty jar and keeps nothing."
  }
}
