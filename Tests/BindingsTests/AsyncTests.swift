import Bindings
import Foundation
import Scenarios
import SwiftScript
import Testing

@Suite("async MSAL methods with try await")
struct AsyncTests {
  @Test("msal-signed-in: try await acquireTokenSilent(with:) returns the result")
  func silentAwait() throws {
    let harness = try ScriptHarness(.msalSignedIn)
    let lines = harness.lines(
      """
      let application = try MSALPublicClientApplication(configuration: workbookConfig)
      let account = try application.allAccounts().first!
      let parameters = MSALSilentTokenParameters(scopes: ["User.Read"], account: account)
      let result = try await application.acquireTokenSilent(with: parameters)
      print(result.account.identifier ?? "none", result.scopes.contains("User.Read"))
      """)
    #expect(lines == ["\(adeleIdentifier) true"])
  }

  @Test("an async failure is thrown: catch sees interactionRequired")
  func silentAwaitThrows() throws {
    let harness = try ScriptHarness(.msalSignedIn)
    let lines = harness.lines(
      """
      let application = try MSALPublicClientApplication(configuration: workbookConfig)
      let account = try application.allAccounts()[0]
      do {
        _ = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["Calendars.Read"], account: account))
        print("unexpected token")
      } catch {
        let nsError = error as NSError
        print(nsError.code == MSALError.interactionRequired.rawValue)
      }
      """)
    #expect(lines == ["true"])
  }

  @Test("a Task waits for the main actor: it runs at the next await, oldest first, and when its value or the entry's end comes")
  func tasksWaitForTheMainActor() throws {
    let harness = try ScriptHarness(.fresh)
    let lines = harness.lines(
      """
      Task { print("first task") }
      let second = Task { () -> Int in print("second task"); return 2 }
      print("started two")
      func pause() async { print("pause") }
      await pause()
      print("after the await")
      let third = Task { () -> Int in print("third task"); return 3 }
      Task { print("fourth task") }
      print("value", await third.value)
      print("value", await second.value)
      Task { print("at the end") }
      print("last statement")
      """)
    #expect(
      lines == [
        "started two", "pause", "first task", "second task", "after the await", "third task", "fourth task", "value 3",
        "value 2", "last statement", "at the end",
      ])
  }

  @Test("fresh with a persona: interactive acquireToken(with:) via try await, inside Task { }")
  func interactiveAwaitInTask() throws {
    let harness = try ScriptHarness(.fresh, persona: "adele@contoso.com")
    let lines = harness.lines(
      """
      let application = try MSALPublicClientApplication(configuration: workbookConfig)
      let webview = MSALWebviewParameters(authPresentationViewController: UIViewController())
      let parameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webview)
      parameters.promptType = .selectAccount
      Task {
        let result = try await application.acquireToken(with: parameters)
        print("interactive: \\(result.account.username!)")
      }
      print("after the task")
      """)
    // The task waits for the main actor: it runs once the entry's own code is done, as a task an
    // app's button handler starts runs after the handler returns.
    #expect(lines == ["after the task", "interactive: adele@contoso.com"])
  }

  @Test("an async method without await is the compiler's error")
  func missingAwait() throws {
    let harness = try ScriptHarness(.msalSignedIn)
    let message = harness.failureMessage(
      """
      let application = try MSALPublicClientApplication(configuration: workbookConfig)
      let account = try application.allAccounts()[0]
      let result = try application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: account))
      """)
    #expect(message == "expression is 'async' but is not marked with 'await'")
  }

  @Test("signout(with:signoutParameters:) in both forms")
  func signout() throws {
    let harness = try ScriptHarness(.msalSignedIn)
    let lines = harness.lines(
      """
      let application = try MSALPublicClientApplication(configuration: workbookConfig)
      let signoutParameters = MSALSignoutParameters(webviewParameters: MSALWebviewParameters(authPresentationViewController: UIViewController()))
      let account = try application.allAccounts()[0]
      let done = try await application.signout(with: account, signoutParameters: signoutParameters)
      print(done, try application.allAccounts().count)
      """)
    #expect(lines == ["true 0"])
  }
}
