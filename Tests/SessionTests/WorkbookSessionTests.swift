import Foundation
import Scenarios
import Session
import TestSupport
import Testing

/// A session's output, collected.
private final class Printed {
  var text = ""
}

@Suite struct WorkbookSessionTests {
  private func session(_ scenario: Scenario = .fresh) throws -> (WorkbookSession, Printed) {
    let printed = Printed()
    let session = try WorkbookSession(
      scenario: scenario, keyboard: .nobody, output: { printed.text += $0 }, traceFormatter: { _ in "" })
    return (session, printed)
  }

  @Test("what an entry prints reaches the output; a quiet entry prints nothing but its declarations stay")
  func quietEntries() throws {
    let (session, printed) = try session()
    #expect(session.runQuietly("let greeting = \"hello\"; print(greeting)").succeeded)
    #expect(printed.text.isEmpty)
    #expect(session.run("print(greeting + \", again\")").succeeded)
    #expect(printed.text == "hello, again\n")
  }

  @Test("restarting in another scenario builds that world and forgets every declaration")
  func restart() throws {
    let (session, _) = try session()
    #expect(session.run("let kept = 1").succeeded)
    try session.restart(in: .adal26SignedIn)
    #expect(session.scenario == .adal26SignedIn)
    #expect(session.run("print(kept)").failureMessage == "cannot find 'kept' in scope")
    let lookup = "try MSALPublicClientApplication(configuration: workbookConfig).account(forUsername: \"adele@contoso.com\").username"
    #expect(try session.evaluateCondition(lookup + " == \"adele@contoso.com\""))
  }

  @Test("a persona must be a directory user; its UPN is kept as the directory spells it")
  func persona() throws {
    let (session, _) = try session()
    #expect(!session.setPersona("nobody@contoso.com"))
    #expect(session.persona == nil)
    #expect(session.setPersona("ADELE@contoso.com"))
    #expect(session.persona == "adele@contoso.com")
    #expect(session.setPersona(nil))
    #expect(session.persona == nil)
  }

  @Test("WorkbookWorld, the workbook-only helper, changes the session's persona and running app as :sign-in-as and :as do")
  func workbookWorldFromCode() throws {
    let (session, _) = try session()
    #expect(session.run("let found = WorkbookWorld.signIn(as: \"MEGAN@contoso.com\")").succeeded)
    #expect(try session.evaluateCondition("found"))
    #expect(session.persona == "megan@contoso.com", "the session, not only the environment, knows the persona")
    #expect(try session.evaluateCondition("!WorkbookWorld.signIn(as: \"nobody@contoso.com\")"))
    #expect(session.persona == "megan@contoso.com", "an unknown user changes nothing")
    #expect(try session.evaluateCondition("WorkbookWorld.runAs(\"calendar\")"))
    #expect(session.environment.device.runningApp.bundleID == "com.contoso.calendar", "installed and launched")
    #expect(try session.evaluateCondition("!WorkbookWorld.runAs(\"Microsoft Authenticator\")"), "never as the broker")
    #expect(try session.evaluateCondition("!WorkbookWorld.runAs(\"Contoso Chat\")"))
    #expect(session.environment.device.runningApp.bundleID == "com.contoso.calendar")
  }

  @Test("a URL iOS opens in the app reaches a script's app delegate, or, in a scene-based app, its scene delegate only")
  func openedURLsReachScriptDelegates() throws {
    let (session, printed) = try session()
    let declarations = """
      class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool {
          print("app delegate:", url.absoluteString, options[.sourceApplication] as? String ?? "no source")
          return true
        }
      }
      class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
          print("scene delegate:", URLContexts.first!.url.absoluteString)
        }
      }
      UIApplication.shared.delegate = AppDelegate()
      UIApplication.shared.connectedScenes.first!.delegate = SceneDelegate()
      """
    #expect(session.run(declarations).succeeded)
    // Contoso Mail has no scene manifest: its app delegate gets the URL.
    let mail = session.environment.device.sharedApplication
    let handled = session.environment.run { mail.open(URL(string: "msauth.com.contoso.mail://auth?x=1")!, sourceApplication: "com.contoso.calendar") }
    #expect(handled)
    #expect(printed.text == "app delegate: msauth.com.contoso.mail://auth?x=1 com.contoso.calendar\n")
    // Contoso Calendar is scene-based: only its scene delegate is asked, and without one the URL is lost.
    #expect(session.run("WorkbookWorld.runAs(\"Contoso Calendar\")").succeeded)
    #expect(session.run("UIApplication.shared.delegate = AppDelegate()").succeeded)
    let calendar = session.environment.device.sharedApplication
    printed.text = ""
    #expect(!session.environment.run { calendar.open(URL(string: "msauth.com.contoso.calendar://auth?x=2")!, sourceApplication: nil) })
    #expect(printed.text.isEmpty, "the app delegate of a scene-based app is never asked")
    #expect(session.run("UIApplication.shared.connectedScenes.first!.delegate = SceneDelegate()").succeeded)
    _ = session.environment.run { calendar.open(URL(string: "msauth.com.contoso.calendar://auth?x=3")!, sourceApplication: nil) }
    #expect(printed.text == "scene delegate: msauth.com.contoso.calendar://auth?x=3\n")
    #expect(session.run("UIApplication.shared.delegate = 42 as AnyObject").failureMessage != nil, "only a delegate is accepted")
  }

  @Test("with nobody at the keyboard an interactive sign-in is refused, and the session says so once")
  func unansweredSignIn() throws {
    let (session, _) = try session()
    let result = session.run(WorkbookScripts.interactiveRequest + "\n_ = try? await application.acquireToken(with: parameters)")
    #expect(result.succeeded, "\(result.failureMessage ?? "")")
    #expect(session.takeUnansweredSignIn())
    #expect(!session.takeUnansweredSignIn())
  }
}
