import Device
import Foundation
import IdentityCore
import IdentityPlatform
import MSAL
import TestSupport
import Testing

/// Which cookies each web view type signs in with (MSAL for iOS): the authentication session shares
/// Safari's, after iOS's alert; SFSafariViewController and WKWebView keep a jar per app; an
/// ephemeral session keeps nothing.
@Suite struct WebviewTypeTests {
  /// An interactive `User.Read` request of `application` with the web view `configure` sets up.
  private func signIn(
    _ application: MSALPublicClientApplication, configure: (MSALWebviewParameters) -> Void = { _ in }
  ) -> MSALOutcome {
    let webview = Apps.webviewParameters()
    configure(webview)
    var outcome = MSALOutcome(result: nil, error: nil)
    application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webview)) {
      outcome = MSALOutcome(result: $0, error: $1 as NSError?)
    }
    return outcome
  }

  private func calendar() throws -> MSALPublicClientApplication {
    try MSALPublicClientApplication(
      configuration: MSALPublicClientApplicationConfig(
        clientId: World.ClientID.contosoCalendar, redirectUri: "msauth.com.contoso.calendar://auth",
        authority: try MSALAADAuthority(url: URL(string: Apps.authority)!)))
  }

  private func persona(_ simulation: Simulation) throws -> ScriptedWebviewPresenter {
    try #require(simulation.environment.webview as? ScriptedWebviewPresenter)
  }

  @Test("the default web view asks through iOS's alert, then shares Safari's session with the next app: no page at all")
  func defaultSharesSafari() throws {
    let simulation = Simulation(apps: [KnownApps.contosoMail, KnownApps.contosoCalendar])
    _ = try simulation.run(as: KnownApps.contosoMail) { try signIn(try Apps.contosoMail()).requireResult() }
    #expect(try persona(simulation).alertsShown == ["“Contoso Mail” Wants to Use “microsoftonline.com” to Sign In"])
    let pagesBefore = simulation.pagesShown.count
    let requestsBefore = simulation.platform.traffic.entries.count
    let calendarResult = try simulation.run(as: KnownApps.contosoCalendar) { try signIn(try calendar()).requireResult() }
    #expect(
      simulation.requestLines(since: requestsBefore).first?.contains("/common/discovery/instance") == true,
      "another app's process discovers the authority again")
    #expect(calendarResult.account.username == "adele@contoso.com")
    #expect(simulation.pagesShown.count == pagesBefore, "Safari's session answered: no sign-in page")
    #expect(try persona(simulation).alertsShown.last == "“Contoso Calendar” Wants to Use “microsoftonline.com” to Sign In")
    #expect(simulation.platform.signedInUsernames(in: simulation.environment.systemBrowser) == ["adele@contoso.com"])
  }

  @Test("SFSafariViewController and WKWebView keep a jar per app: no alert, no Safari session, a password again")
  func perAppJars() throws {
    let simulation = Simulation(apps: [KnownApps.contosoMail, KnownApps.contosoCalendar])
    _ = try simulation.run(as: KnownApps.contosoMail) { try signIn(try Apps.contosoMail()).requireResult() }
    let alerts = try persona(simulation).alertsShown.count
    for type in [MSALWebviewType.safariViewController, .wkWebView] {
      let pagesBefore = simulation.pagesShown.count
      _ = try simulation.run(as: KnownApps.contosoCalendar) {
        try signIn(try calendar()) { $0.webviewType = type }.requireResult()
      }
      #expect(simulation.pagesShown[pagesBefore...].contains { $0.kind == .enterPassword }, "\(type): Adele types her password")
      #expect(try persona(simulation).alertsShown.count == alerts, "\(type): no alert")
      // The second request of the same type in the same app finds its own jar's session.
      let pagesAfter = simulation.pagesShown.count
      _ = try simulation.run(as: KnownApps.contosoCalendar) {
        try signIn(try calendar()) { $0.webviewType = type }.requireResult()
      }
      #expect(simulation.pagesShown.count == pagesAfter, "\(type): the app's own jar remembers her")
    }
    let calendarID = KnownApps.contosoCalendar.bundleID
    #expect(simulation.environment.safariViewControllerBrowsers[calendarID] != nil)
    #expect(simulation.environment.safariViewControllerBrowsers[KnownApps.contosoMail.bundleID] == nil)
  }

  @Test("an ephemeral session shows no alert, starts from no cookies and keeps none; it applies to the authentication session only")
  func ephemeral() throws {
    let simulation = Simulation()
    _ = try simulation.run { try signIn(try Apps.contosoMail()).requireResult() }
    simulation.signInAs("megan@contoso.com")
    let megan = try simulation.run {
      try signIn(try Apps.contosoMail()) { $0.prefersEphemeralWebBrowserSession = true }.requireResult()
    }
    #expect(megan.account.username == "megan@contoso.com", "Safari's session (Adele's) was not used")
    #expect(try persona(simulation).alertsShown.isEmpty, "the new persona saw no alert")
    #expect(simulation.platform.signedInUsernames(in: simulation.environment.systemBrowser) == ["adele@contoso.com"])
  }

  @Test("Cancel on iOS's alert is MSALError.userCanceled, before any request reaches the service")
  func cancelAtTheAlert() throws {
    let simulation = Simulation(signInAs: nil)
    let outcome = try simulation.run { signIn(try Apps.contosoMail()) }
    let error = try outcome.requireError()
    #expect(error.code == MSALError.userCanceled.rawValue)
    #expect(!simulation.requestLines().contains { $0.contains("/authorize") }, "the web view never opened")
  }

  @Test("the interactive parameters keep a copy of the web view parameters, as MSAL's initializer takes one")
  func webviewParametersAreCopied() {
    let webview = Apps.webviewParameters()
    let parameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webview)
    webview.webviewType = .wkWebView
    #expect(parameters.webviewParameters.webviewType == .default)
    #expect(parameters.webviewParameters !== webview)
  }
}
