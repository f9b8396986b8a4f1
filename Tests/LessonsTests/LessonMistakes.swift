/// One wrong-but-plausible answer per lesson step, with why it is wrong (read by the lesson tests).
///
/// Each `source` is one learner entry, typed after the lesson's hidden code and the reference
/// solutions of the earlier steps. After it, the step's checks must not all hold. A mistake may
/// throw or fail to compile (as it would in Swift); that leaves the step unfinished too.
enum LessonMistakes {
  /// A wrong answer to step `step` of the lesson file `lesson` (its name without `.swift`).
  struct Mistake: Sendable {
    let lesson: String
    let step: Int
    let source: String
    let why: String
  }

  static let all: [Mistake] = creatingTheClient + accountLookup + silentThenInteractive

  // MARK: - 01 Creating the client

  static let creatingTheClient: [Mistake] = [
    Mistake(
      lesson: "01-creating-the-client", step: 1,
      source: """
        let authority = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/common")!)
        let config = MSALPublicClientApplicationConfig(clientId: "com.contoso.mail", redirectUri: "msauth.com.contoso.mail://auth", authority: authority)
        """,
      why: "The bundle id is not the client id: the client id is the app registration's application id, a GUID."),
    Mistake(
      lesson: "01-creating-the-client", step: 2,
      source: """
        import ADAL
        let application = ADAuthenticationContext(authority: "https://login.microsoftonline.com/common", error: nil)
        """,
      why: "An ADAL habit: ADAuthenticationContext is ADAL's per-authority object, not the MSAL application made from config."),
    Mistake(
      lesson: "01-creating-the-client", step: 3,
      source: """
        var initError: NSError?
        do {
          _ = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", redirectUri: "x-msauth-contosomail://com.contoso.mail", authority: nil))
        } catch {
          initError = error as NSError
        }
        """,
      why: "The ADAL-era redirect URI's scheme is still registered in Contoso Mail's Info.plist, so creation succeeds and there is no error to inspect."),
    Mistake(
      lesson: "01-creating-the-client", step: 4,
      source: """
        let fabrikamAuthority = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/fabrikam.onmicrosoft.com")!)
        let fabrikamApplication = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", redirectUri: "msauth.com.contoso.mail://auth", authority: fabrikamAuthority))
        """,
      why: "A second application per authority is the ADAL pattern; with MSAL the one application takes the authority per request."),
  ]

  // MARK: - 02 Account lookup

  static let accountLookup: [Mistake] = [
    Mistake(
      lesson: "02-account-lookup", step: 1,
      source: """
        let account = try application.account(forIdentifier: "a11ce000-0000-4000-8000-0000000000a1.c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b")
        """,
      why: "Looking up by identifier before the upgrade: an ADAL 2.6 account has no identifier yet, so the lookup throws nilError."),
    Mistake(
      lesson: "02-account-lookup", step: 2,
      source: """
        let parameters = MSALSilentTokenParameters(scopes: ["https://graph.microsoft.com"], account: account)
        let result = try await application.acquireTokenSilent(with: parameters)
        """,
      why: "ADAL's resource is not a scope: the service rejects it (AADSTS500011), so no token comes back and the account is not upgraded."),
    Mistake(
      lesson: "02-account-lookup", step: 3,
      source: """
        let savedIdentifier = account.identifier
        """,
      why: "The account from step 1 is a snapshot from before the upgrade; its identifier is nil. Save result.account.identifier."),
    Mistake(
      lesson: "02-account-lookup", step: 4,
      source: """
        var returningAccount: MSALAccount?
        returningAccount = try? application.account(forIdentifier: "a11ce000-0000-4000-8000-0000000000a1")
        """,
      why: "The object id alone is not the identifier, which is <object id>.<home tenant id>; nothing matches."),
    Mistake(
      lesson: "02-account-lookup", step: 5,
      source: """
        import ADAL
        let accounts = ADKeychainTokenCache.defaultKeychain().allItems(nil) ?? []
        """,
      why: "An ADAL habit: ADAL's cache lists token items (an access token and refresh tokens for the one user), not accounts."),
    Mistake(
      lesson: "02-account-lookup", step: 6,
      source: """
        var lookupError: Error?
        let missing = try? application.account(forUsername: "megan@contoso.com")
        """,
      why: "try? turns the throw into nil, so the error never reaches lookupError; right in an app, but this step asks to see the error."),
  ]

  // MARK: - 03 Silent then interactive

  static let silentThenInteractive: [Mistake] = [
    Mistake(
      lesson: "03-silent-then-interactive", step: 1,
      source: """
        let scopes = ["https://graph.microsoft.com"]
        """,
      why: "The resource string is not a scope; the scope for what ADAL's resource got is https://graph.microsoft.com/.default."),
    Mistake(
      lesson: "03-silent-then-interactive", step: 2,
      source: """
        let silentResult = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: scopes, webviewParameters: MSALWebviewParameters(authPresentationViewController: viewController)))
        """,
      why: "Interactive first, as ADAL's acquireToken looked: it shows a sign-in page although the refresh token could have served silently."),
    Mistake(
      lesson: "03-silent-then-interactive", step: 3,
      source: """
        let refreshed = try await application.acquireTokenSilent(with: silentParameters)
        """,
      why: "Without forceRefresh the cached access token is still valid, so MSAL returns the same token instead of refreshing it."),
    Mistake(
      lesson: "03-silent-then-interactive", step: 4,
      source: """
        func needsInteraction(_ error: Error) -> Bool { return error as? MSALError == .interactionRequired }
        """,
      why: "MSALError is an enumeration of codes, not an Error type: the cast always fails, so nothing is ever recognised."),
    Mistake(
      lesson: "03-silent-then-interactive", step: 5,
      source: """
        try application.remove(account)
        var silentError: Error?
        do {
          _ = try await application.acquireTokenSilent(with: silentParameters)
        } catch MSALError.interactionRequired {
          print("interaction required")
        }
        """,
      why: "catch MSALError.interactionRequired does not compile: MSALError is an NS_ENUM of codes, and an Error cannot match it."),
    Mistake(
      lesson: "03-silent-then-interactive", step: 6,
      source: """
        var tokenResult: MSALResult?
        do {
          tokenResult = try await application.acquireTokenSilent(with: silentParameters)
        } catch let error as NSError where error.code == MSALError.interactionRequired {
          tokenResult = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: scopes, webviewParameters: MSALWebviewParameters(authPresentationViewController: viewController)))
        }
        """,
      why: "The code is an Int and MSALError.interactionRequired an enumeration case: compare with MSALError.interactionRequired.rawValue."),
  ]
}
