import Foundation
import IdentityPlatform
import Scenarios
import Session
import Testing

/// A brokered sign-in as an app makes it: Microsoft Authenticator signs the user in and answers by
/// opening the app's redirect URL, which only the app's own delegate code passes to MSAL.
@Suite struct BrokerFlowTests {
  private final class Printed {
    var text = ""
  }

  private func session(_ scenario: Scenario = .brokerInstalled) throws -> (WorkbookSession, Printed) {
    let printed = Printed()
    let session = try WorkbookSession(
      scenario: scenario, keyboard: .nobody, output: { printed.text += $0 }, traceFormatter: { _ in "" })
    #expect(session.setPersona("adele@contoso.com"))
    #expect(session.run("let application = try MSALPublicClientApplication(configuration: workbookConfig)").succeeded)
    return (session, printed)
  }

  private static let interactive = """
    let result = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: MSALWebviewParameters(authPresentationViewController: UIViewController())))
    """

  private static let appDelegate = """
    class AppDelegate: UIResponder, UIApplicationDelegate {
      func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool {
        print("source:", options[UIApplication.OpenURLOptionsKey.sourceApplication] as? String ?? "nil")
        return MSALPublicClientApplication.handleMSALResponse(url, sourceApplication: options[UIApplication.OpenURLOptionsKey.sourceApplication] as? String)
      }
    }
    let appDelegate = AppDelegate()
    UIApplication.shared.delegate = appDelegate
    """

  @Test("with no handler the request fails with MSALInternalErrorCodeKey -42700 once the app is active again")
  func noHandler() throws {
    let (session, _) = try session()
    let failure = session.run(Self.interactive).failureMessage ?? ""
    #expect(failure.contains("Code=-50000"))
    #expect(failure.contains("MSALInternalErrorCodeKey=-42700"))
    #expect(failure.contains("handleMSALResponse"), "the message says what was missing")
  }

  @Test("the app delegate passes the URL on and the request completes; iOS 13 names no source app for another team's")
  func appDelegate() throws {
    let (session, printed) = try session()
    #expect(session.run(Self.appDelegate).succeeded)
    #expect(session.run(Self.interactive).succeeded)
    #expect(try session.evaluateCondition("result.account.username == \"adele@contoso.com\""))
    #expect(printed.text == "source: nil\n")
    // The request went through the broker: its token request carried the device's proof.
    let brokerRequests = session.environment.platform.traffic.entries.filter { $0.request.headers["x-app-name"] == "com.microsoft.azureauthenticator" }
    #expect(brokerRequests.contains { $0.request.url.contains("/oauth2/v2.0/token") && $0.request.headers["Authorization"]?.hasPrefix("PKeyAuth ") == true })
  }

  @Test("in a scene-based app (Contoso Calendar) the guide's scene delegate completes the request, the app delegate cannot")
  func sceneDelegate() throws {
    let (session, _) = try session()
    #expect(session.run("WorkbookWorld.runAs(\"Contoso Calendar\")").succeeded)
    let calendar = """
      let application = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f", redirectUri: "msauth.com.contoso.calendar://auth", authority: try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/common")!)))
      """
    #expect(session.run(calendar).succeeded)
    #expect(session.run(Self.appDelegate).succeeded)
    #expect(session.run(Self.interactive).failureMessage?.contains("-42700") == true, "iOS never asks a scene-based app's app delegate")
    let scene = """
      class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
          guard let urlContext = URLContexts.first else { return }
          MSALPublicClientApplication.handleMSALResponse(urlContext.url, sourceApplication: urlContext.options.sourceApplication)
        }
      }
      let sceneDelegate = SceneDelegate()
      UIApplication.shared.connectedScenes.first?.delegate = sceneDelegate
      """
    #expect(session.run(scene).succeeded)
    #expect(session.run(Self.interactive).succeeded)
  }

  @Test("a handler that does not pass the URL to MSAL is no handler; MSAL ignores URLs that answer nothing")
  func wrongHandler() throws {
    let (session, _) = try session()
    let ignoring = """
      class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool { true }
      }
      let appDelegate = AppDelegate()
      UIApplication.shared.delegate = appDelegate
      """
    #expect(session.run(ignoring).succeeded)
    #expect(session.run(Self.interactive).failureMessage?.contains("-42700") == true)
    #expect(try session.evaluateCondition("!MSALPublicClientApplication.handleMSALResponse(URL(string: \"msauth.com.contoso.mail://auth?response=e30\")!, sourceApplication: nil)"), "no request is waiting")
  }

  @Test("a fault inside the delegate is reported as itself, at its line, not as the broker's -42700")
  func faultInsideTheDelegate() throws {
    let (session, _) = try session()
    let faulty = """
      class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool {
          let sources: [String] = []
          return MSALPublicClientApplication.handleMSALResponse(url, sourceApplication: sources[0])
        }
      }
      let appDelegate = AppDelegate()
      UIApplication.shared.delegate = appDelegate
      """
    #expect(session.run(faulty).succeeded)
    let failure = session.run(Self.interactive).failure
    #expect(failure?.description.contains("Index out of range") == true, "\(failure?.description ?? "")")
    #expect(failure?.description.contains("-42700") == false)
  }

  @Test("the broker keeps its own session: a second app signs in through it without a password")
  func brokerSession() throws {
    let (session, _) = try session()
    #expect(session.run(Self.appDelegate).succeeded)
    #expect(session.run(Self.interactive).succeeded)
    #expect(session.run("WorkbookWorld.runAs(\"Contoso Calendar\")").succeeded)
    let calendar = """
      let calendarApplication = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f", redirectUri: "msauth.com.contoso.calendar://auth", authority: try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/common")!)))
      class CalendarSceneDelegate: UIResponder, UIWindowSceneDelegate {
        func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
          MSALPublicClientApplication.handleMSALResponse(URLContexts.first!.url, sourceApplication: nil)
        }
      }
      let calendarDelegate = CalendarSceneDelegate()
      UIApplication.shared.connectedScenes.first?.delegate = calendarDelegate
      """
    #expect(session.run(calendar).succeeded)
    let passwordPostsBefore = passwordPosts(session)
    #expect(passwordPostsBefore == 1, "Adele typed her password once, in the broker, for Contoso Mail")
    #expect(session.run("let calendarResult = try await calendarApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: [\"User.Read\"], webviewParameters: MSALWebviewParameters(authPresentationViewController: UIViewController())))").succeeded)
    #expect(passwordPosts(session) == passwordPostsBefore, "no password was typed for the second app")
    #expect(try session.evaluateCondition("calendarResult.account.username == \"adele@contoso.com\""))
  }

  private func passwordPosts(_ session: WorkbookSession) -> Int {
    session.environment.platform.traffic.entries.filter { entry in
      entry.request.method == .post && ((try? entry.request.formBody())?["passwd"] != nil)
    }.count
  }

  @Test("a compliant-device policy: brokered requests pass, a silent one is interaction required, interactive outside the broker is workplace join required")
  func compliance() throws {
    let (session, _) = try session()
    session.environment.platform.policies.requireCompliantDevice = ConditionalAccessPolicies.compliantDeviceForEveryone
    #expect(session.run(Self.appDelegate).succeeded)
    #expect(session.run(Self.interactive).succeeded)
    let silent = """
      let silent = MSALSilentTokenParameters(scopes: ["User.Read"], account: result.account)
      silent.forceRefresh = true
      var silentError: NSError?
      do { _ = try await application.acquireTokenSilent(with: silent) } catch { silentError = error as NSError }
      """
    #expect(session.run(silent).succeeded)
    #expect(try session.evaluateCondition("silentError?.code == MSALError.interactionRequired.rawValue"))
    #expect(try session.evaluateCondition("(silentError?.userInfo[MSALSTSErrorCodesKey] as? [Int]) == [53000]"))

    let (plain, _) = try self.session(.fresh)
    plain.environment.platform.policies.requireCompliantDevice = ConditionalAccessPolicies.compliantDeviceForEveryone
    let failure = plain.run(Self.interactive).failureMessage ?? ""
    #expect(failure.contains("Code=-50001"), "\(failure)")
  }
}
