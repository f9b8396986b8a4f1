// Contoso Mail, MSAL build: `Samples/ContosoMailADAL`'s authentication class migrated to MSAL as
// Microsoft's ADAL-to-MSAL migration guide describes. Everything in this file is app code;
// `main.swift` only prepares the simulated world.
//
// Run it:                   swift run ContosoMailMSAL
// Or load it in the shell:  .build/debug/workbook --scenario adal-2.6-signed-in --sign-in-as adele@contoso.com
//                           :load Samples/ContosoMailMSAL/MailAuthentication.swift
//                           runMailSample()
//
// In the app this file also has `import UIKit` (for `UIViewController`); the workbook provides
// `UIViewController` itself.
import MSAL

// MARK: - What the app remembers

/// What Contoso Mail keeps between launches. The app keeps it in `UserDefaults.standard`; the
/// sample keeps it in memory, so that the workbook shell can run it as well.
final class MailSettings {
  /// The UPN the ADAL build saved as its `userId`: how the first MSAL launch finds the ADAL user.
  var adalUserId: String?
  /// The MSAL account's `identifier`, saved after the first token: how later launches find the account.
  var accountIdentifier: String?

  init(adalUserId: String?, accountIdentifier: String?) {
    self.adalUserId = adalUserId
    self.accountIdentifier = accountIdentifier
  }
}

// MARK: - Sign-in, a token for mail, sign-out

/// Contoso Mail's authentication on MSAL: one `MSALPublicClientApplication` for the app, scopes
/// instead of a resource, the account remembered by its `identifier`.
final class MailAuthentication {
  static let clientId = "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d"
  /// MSAL's redirect URI, `msauth.<bundle id>://auth`, registered for Contoso Mail.
  static let redirectUri = "msauth.com.contoso.mail://auth"
  static let authority = "https://login.microsoftonline.com/common"
  /// ADAL's resource `https://graph.microsoft.com` becomes a scope: the resource, `/`, the permission.
  static let mailScopes = ["https://graph.microsoft.com/Mail.Read"]

  let settings: MailSettings
  let application: MSALPublicClientApplication
  /// Where the sign-in page is presented from (the mailbox's view controller in the app).
  let webviewParameters: MSALWebviewParameters

  /// Creates the app's one `MSALPublicClientApplication`; throws when MSAL refuses the configuration.
  init(settings: MailSettings, presentingViewController: UIViewController) throws {
    let authority = try MSALAADAuthority(url: URL(string: MailAuthentication.authority)!)
    let config = MSALPublicClientApplicationConfig(
      clientId: MailAuthentication.clientId, redirectUri: MailAuthentication.redirectUri, authority: authority)
    print(
      "MSALPublicClientApplication(configuration: clientId \"\(config.clientId)\", "
        + "redirectUri \"\(config.redirectUri ?? "")\", authority \(config.authority.url.absoluteString))")
    application = try MSALPublicClientApplication(configuration: config)
    print("  → created")
    self.settings = settings
    webviewParameters = MSALWebviewParameters(authPresentationViewController: presentingViewController)
  }

  /// The signed-in account: by the saved `identifier`; before the first MSAL token, by the UPN the
  /// ADAL build saved. Nil when nobody is signed in.
  func currentAccount() -> MSALAccount? {
    if let identifier = settings.accountIdentifier {
      print("account(forIdentifier: \"\(identifier)\")")
      if let account = try? application.account(forIdentifier: identifier) {
        print("  → \(describeAccount(account))")
        return account
      }
      print("  → not found (Swift sees the nil as a thrown error)")
    }
    if let username = settings.adalUserId {
      print("account(forUsername: \"\(username)\")")
      if let account = try? application.account(forUsername: username) {
        print("  → \(describeAccount(account))")
        return account
      }
      print("  → not found (Swift sees the nil as a thrown error)")
    }
    return nil
  }

  /// The mailbox screen: a token for `Mail.Read`, silently when MSAL can, with the sign-in page
  /// only when MSAL says interaction is required (or nobody is signed in).
  func mailToken(completion: @escaping (MSALResult?) -> Void) {
    guard let account = currentAccount() else {
      print("no account: the sign-in page is needed")
      signIn(completion: completion)
      return
    }
    print("acquireTokenSilent(with: MSALSilentTokenParameters(scopes: \(MailAuthentication.mailScopes), account: \(account.username ?? "?")))")
    let parameters = MSALSilentTokenParameters(scopes: MailAuthentication.mailScopes, account: account)
    application.acquireTokenSilent(with: parameters) { result, error in
      if let result = result {
        print("  → \(describeResult(result)), no sign-in page")
        self.remember(result.account)
        completion(result)
        return
      }
      guard let error = error else {
        completion(nil)
        return
      }
      let nsError = error as NSError
      print("  → \(describeError(nsError))")
      if nsError.domain == MSALErrorDomain && nsError.code == MSALError.interactionRequired.rawValue {
        print("  interaction required: the sign-in page is needed")
        self.signIn(completion: completion)
        return
      }
      print("  another error: the app shows it and lets the user retry")
      completion(nil)
    }
  }

  /// The sign-in page (`acquireToken`), for when no token can be had silently.
  func signIn(completion: @escaping (MSALResult?) -> Void) {
    print("acquireToken(with: MSALInteractiveTokenParameters(scopes: \(MailAuthentication.mailScopes), webviewParameters: ...))")
    let parameters = MSALInteractiveTokenParameters(scopes: MailAuthentication.mailScopes, webviewParameters: webviewParameters)
    application.acquireToken(with: parameters) { result, error in
      guard let result = result else {
        print("  → \(error.map { describeError($0 as NSError) } ?? "no result")")
        completion(nil)
        return
      }
      print("  → \(describeResult(result)), after the sign-in page")
      self.remember(result.account)
      completion(result)
    }
  }

  /// The Sign Out button: removes the account's tokens (MSAL's and the ADAL build's) and forgets it.
  func signOut() {
    guard let account = currentAccount() else {
      print("nobody is signed in: nothing to remove")
      return
    }
    print("remove(\(account.username ?? "?"))")
    do {
      try application.remove(account)
      print("  → removed")
    } catch {
      print("  → \(describeError(error as NSError))")
    }
    settings.accountIdentifier = nil
    settings.adalUserId = nil
    print("  forgot the saved identifier and the ADAL userId")
  }

  /// Saves the account's `identifier` (the lookup key from now on); the ADAL userId is no longer needed.
  private func remember(_ account: MSALAccount) {
    guard let identifier = account.identifier, identifier != settings.accountIdentifier else { return }
    settings.accountIdentifier = identifier
    settings.adalUserId = nil
    print("  saved account.identifier \"\(identifier)\" in the settings")
  }
}

// MARK: - Describing MSAL's answers

/// An account as its username and identifier (nil until MSAL has a token for it).
func describeAccount(_ account: MSALAccount) -> String {
  "account \(account.username ?? "?"), identifier \(account.identifier ?? "nil")"
}

/// A token result: whose token, for which scopes.
func describeResult(_ result: MSALResult) -> String {
  "a token for \(result.account.username ?? "?"), scopes \(result.scopes)"
}

/// An error as domain and code, with MSAL's name for the code when it has one.
func describeError(_ error: NSError) -> String {
  var text = "\(error.domain) \(error.code)"
  if error.domain == MSALErrorDomain && error.code == MSALError.interactionRequired.rawValue {
    text += " (interactionRequired)"
  } else if error.domain == MSALErrorDomain && error.code == MSALError.userCanceled.rawValue {
    text += " (userCanceled)"
  }
  return text
}

// MARK: - The sample

/// Runs Contoso Mail's MSAL build on the device where its ADAL 2.6 build had signed Adele in, and
/// prints every MSAL call and its answer: the upgrade of the ADAL user without a prompt, the next
/// token by identifier, sign-out, and signing in again.
///
/// The simulated MSAL calls completion blocks before it returns, so the steps below run in order;
/// in the app each step starts from the previous one's completion block.
func runMailSample() {
  print("Contoso Mail (MSAL build) starts for the first time after the update from its ADAL 2.6 build.")
  print("The settings hold the ADAL build's userId \"adele@contoso.com\" and no MSAL account identifier.")
  let settings = MailSettings(adalUserId: "adele@contoso.com", accountIdentifier: nil)
  let authentication: MailAuthentication
  do {
    authentication = try MailAuthentication(settings: settings, presentingViewController: UIViewController())
  } catch {
    print("  → \(describeError(error as NSError))")
    return
  }

  print("")
  print("1. The mailbox needs a token: the ADAL user, found by username")
  authentication.mailToken { result in
    print(result == nil ? "  no token" : "  the mailbox loads")
  }

  print("")
  print("2. The mailbox needs a token again: the account, found by identifier")
  authentication.mailToken { result in
    print(result == nil ? "  no token" : "  the mailbox loads")
  }

  print("")
  print("3. Adele taps Sign Out")
  authentication.signOut()

  print("")
  print("4. The mailbox needs a token: nobody is signed in")
  authentication.mailToken { result in
    print(result == nil ? "  no token" : "  the mailbox loads")
  }
}
