// Contoso Mail, MSAL build: the MSAL side of Contoso's shared sign-in (see AppGroupSettings.swift).
// App code. In the app this file also has `import UIKit` (for `UIViewController`).
import Foundation
import MSAL

/// Contoso Mail's authentication on MSAL, taking over from what Contoso Calendar's ADAL build saved:
/// the account by `homeAccountId`, else by `userId`, else the only signed-in account.
final class MailAuthentication {
  static let clientId = "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d"
  static let scopes = ["User.Read"]

  let appGroup: AppGroupSettings
  let application: MSALPublicClientApplication
  let webviewParameters: MSALWebviewParameters

  /// Creates the app's one application (the default redirect URI, `msauth.com.contoso.mail://auth`).
  init(appGroup: AppGroupSettings, presentingViewController: UIViewController) throws {
    application = try MSALPublicClientApplication(
      configuration: MSALPublicClientApplicationConfig(clientId: MailAuthentication.clientId))
    self.appGroup = appGroup
    webviewParameters = MSALWebviewParameters(authPresentationViewController: presentingViewController)
  }

  /// The account the App Group names, the guide's three ways in order; nil when there is none.
  func sharedAccount() -> MSALAccount? {
    if let identifier = appGroup.homeAccountId {
      print("account(forIdentifier: \"\(identifier)\")")
      if let account = try? application.account(forIdentifier: identifier) {
        print("  → \(account.username ?? "?")")
        return account
      }
      print("  → none")
    }
    if let userId = appGroup.userId {
      print("account(forUsername: \"\(userId)\")")
      if let account = try? application.account(forUsername: userId) {
        print("  → \(account.username ?? "?"), identifier \(quoted(account.identifier))")
        return account
      }
      print("  → none")
    }
    print("allAccounts()")
    let accounts = (try? application.allAccounts()) ?? []
    print("  → \(accounts.count) account\(accounts.count == 1 ? "" : "s")")
    return accounts.count == 1 ? accounts[0] : nil
  }

  /// The mailbox screen: a token silently for the shared account; passes nil when there is none or
  /// MSAL needs the user.
  func mailToken(completion: @escaping (MSALResult?) -> Void) {
    guard let account = sharedAccount() else {
      print("  no account: the app shows its Sign In button")
      completion(nil)
      return
    }
    print("acquireTokenSilent(with: MSALSilentTokenParameters(scopes: \(MailAuthentication.scopes), account: \(account.username ?? "?")))")
    application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: MailAuthentication.scopes, account: account)) {
      result, error in
      guard let result else {
        print("  → \(describeError(error as NSError?))")
        completion(nil)
        return
      }
      print("  → a token for \(result.account.username ?? "?"), no sign-in page")
      completion(result)
    }
  }

  /// The Sign In button: the sign-in page, then the new user saved in the App Group for Contoso Calendar.
  func signIn(completion: @escaping (MSALResult?) -> Void) {
    print("acquireToken(with: MSALInteractiveTokenParameters(scopes: \(MailAuthentication.scopes), webviewParameters: …))")
    application.acquireToken(with: MSALInteractiveTokenParameters(scopes: MailAuthentication.scopes, webviewParameters: webviewParameters)) {
      result, error in
      guard let result else {
        print("  → \(describeError(error as NSError?))")
        completion(nil)
        return
      }
      print("  → \(result.account.username ?? "?") signed in on the sign-in page")
      self.appGroup.save(userId: result.account.username, homeAccountId: result.account.identifier, by: "Contoso Mail")
      completion(result)
    }
  }

  /// Sign Out: the account's tokens for the shared client id go, for both apps.
  func signOut(_ account: MSALAccount) {
    print("remove(\(account.username ?? "?"))")
    do {
      try application.remove(account)
      print("  → removed")
      appGroup.save(userId: nil, homeAccountId: nil, by: "Contoso Mail")
    } catch {
      print("  → \(describeError(error as NSError))")
    }
  }
}
