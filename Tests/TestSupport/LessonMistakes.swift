/// Wrong-but-plausible answers to each lesson step, at least three a step, with why they are wrong
/// (read by the lesson tests, and by the fidelity tests, which compile them with swiftc).
///
/// Each `source` is one learner entry, typed after the lesson's hidden code and the reference
/// solutions of the earlier steps. After it, the step's checks must not all hold. A mistake that
/// Swift rejects (`compiler`) must be rejected by the workbook before anything runs, with swiftc's
/// first message at the same line of the entry (`LessonMistakeTests`); swiftc's own words were
/// recorded by compiling each against the workbook's MSAL and ADAL (`NativeLessonTests` checks
/// they still are). A mistake that compiles runs, and leaves the step unfinished.
package enum LessonMistakes {
  /// A wrong answer to step `step` of the lesson file `lesson` (its name without `.swift`).
  package struct Mistake: Sendable, CustomStringConvertible {
    package let lesson: String
    package let step: Int
    package let source: String
    package let why: String
    /// swiftc's first error and the line of `source` it is on, when Swift rejects the entry.
    package let compiler: (message: String, line: Int)?

    init(lesson: String, step: Int, source: String, why: String, compiler: (message: String, line: Int)? = nil) {
      self.lesson = lesson
      self.step = step
      self.source = source
      self.why = why
      self.compiler = compiler
    }

    package var description: String { "\(lesson) step \(step): \(source.split(separator: "\n").first ?? "")" }
  }

  package static let all: [Mistake] = creatingTheClient + accountLookup + silentThenInteractive + scopesAndConsent + whoSignsIn + webViews + theBroker + businessToBusiness
    + keychainSharing + ssoBetweenADALAndMSAL + capstone

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
    Mistake(
      lesson: "01-creating-the-client", step: 1,
      source: "let authority = MSALAADAuthority(url: URL(string: \"https://login.microsoftonline.com/common\")!)",
      why: "MSALAADAuthority(url:) throws (the URL may not be an authority): Swift needs try.",
      compiler: ("call can throw but is not marked with 'try'", 1)),
    Mistake(
      lesson: "01-creating-the-client", step: 1,
      source: "let authority = try MSALAADAuthority(url: URL(string: \"https://login.microsoftonline.com/common\"))",
      why: "URL(string:) returns an optional URL; the authority needs a URL.",
      compiler: ("value of optional type 'URL?' must be unwrapped to a value of type 'URL'", 1)),
    Mistake(
      lesson: "01-creating-the-client", step: 1,
      source: "let config = MSALPublicClientApplicationConfig(clientId: \"4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d\", redirectUri: \"msauth.com.contoso.mail://auth\", authority: \"https://login.microsoftonline.com/common\")",
      why: "ADAL took the authority as a string; MSAL takes an MSALAuthority object.",
      compiler: ("cannot convert value of type 'String' to expected argument type 'MSALAuthority'", 1)),
    Mistake(
      lesson: "01-creating-the-client", step: 2,
      source: "let application = MSALPublicClientApplication(configuration: config)",
      why: "Creating the application throws (the configuration is checked against the app): Swift needs try.",
      compiler: ("call can throw but is not marked with 'try'", 1)),
    Mistake(
      lesson: "01-creating-the-client", step: 2,
      source: """
        var error: NSError?
        let application = MSALPublicClientApplication(configuration: config, error: &error)
        """,
      why: "The Objective-C habit: initWithConfiguration:error: is a throwing initializer in Swift, with no error argument.",
      compiler: ("extra argument 'error' in call", 2)),
    Mistake(
      lesson: "01-creating-the-client", step: 2,
      source: "let application = try MSALPublicClientApplication(config: config)",
      why: "The label is configuration:, as in the guide.",
      compiler: ("incorrect argument label in call (have 'config:', expected 'configuration:')", 1)),
    Mistake(
      lesson: "01-creating-the-client", step: 3,
      source: """
        var initError: NSError?
        do {
          _ = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", redirectUri: "msauth.com.contoso.calendar://auth", authority: nil))
        } catch {
          initError = error
        }
        """,
      why: "A caught error is an any Error in Swift, not an NSError: store error as NSError.",
      compiler: ("cannot assign value of type 'any Error' to type 'NSError'", 5)),
    Mistake(
      lesson: "01-creating-the-client", step: 3,
      source: """
        var initError: NSError?
        do {
          _ = MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", redirectUri: "msauth.com.contoso.calendar://auth", authority: nil))
        } catch {
          initError = error as NSError
        }
        """,
      why: "Inside do, the throwing call still needs try.",
      compiler: ("call can throw but is not marked with 'try'", 3)),
    Mistake(
      lesson: "01-creating-the-client", step: 4,
      source: "let fabrikamParameters = MSALInteractiveTokenParameters(scopes: [\"User.Read\"])",
      why: "On iOS, interactive parameters take web view parameters (the view controller that presents the sign-in page).",
      compiler: ("missing argument for parameter 'webviewParameters' in call", 1)),
    Mistake(
      lesson: "01-creating-the-client", step: 4,
      source: "let fabrikamParameters = MSALInteractiveTokenParameters(scopes: \"User.Read\", webviewParameters: MSALWebviewParameters(authPresentationViewController: UIViewController()))",
      why: "Scopes are an array of strings, even for one scope.",
      compiler: ("cannot convert value of type 'String' to expected argument type '[String]'", 1)),
  ]

  // MARK: - 02 Account lookup

  static let accountLookup: [Mistake] = [
    Mistake(
      lesson: "02-account-lookup", step: 1,
      source: """
        var error: NSError?
        let account = application.account(forUserName: "adele@contoso.com", error: &error)
        """,
      why: "Two Objective-C habits: the lookup throws in Swift (no error: argument), and the label is forUsername:.",
      compiler: ("extra argument 'error' in call", 2)),
    Mistake(
      lesson: "02-account-lookup", step: 1,
      source: "let account = try application.account(forUsername: nil)",
      why: "Objective-C passed nil for \"the current user\"; MSAL's lookup needs the username, a non-optional String.",
      compiler: ("'nil' is not compatible with expected argument type 'String'", 1)),
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
    Mistake(
      lesson: "02-account-lookup", step: 1,
      source: "let account = application.account(forUsername: \"adele@contoso.com\")",
      why: "The lookup throws when there is no such account: Swift needs try.",
      compiler: ("call can throw but is not marked with 'try'", 1)),
    Mistake(
      lesson: "02-account-lookup", step: 1,
      source: "let account = try application.account(forUserName: \"adele@contoso.com\")",
      why: "The label is forUsername: (a lowercase n).",
      compiler: ("no exact matches in call to instance method 'account'", 1)),
    Mistake(
      lesson: "02-account-lookup", step: 2,
      source: "let parameters = MSALSilentTokenParameters(scopes: [\"User.Read\"], account: \"adele@contoso.com\")",
      why: "The silent parameters take the MSALAccount found in step 1, not the username ADAL used.",
      compiler: ("cannot convert value of type 'String' to expected argument type 'MSALAccount'", 1)),
    Mistake(
      lesson: "02-account-lookup", step: 2,
      source: "let parameters = MSALSilentTokenParameters(scopes: \"User.Read\", account: account)",
      why: "Scopes are an array of strings, even for one scope.",
      compiler: ("cannot convert value of type 'String' to expected argument type '[String]'", 1)),
    Mistake(
      lesson: "02-account-lookup", step: 3,
      source: "let savedIdentifier: String = result.account.identifier",
      why: "An account's identifier is optional (an ADAL-only account has none): unwrap it, or keep a String?.",
      compiler: ("value of optional type 'String?' must be unwrapped to a value of type 'String'", 1)),
    Mistake(
      lesson: "02-account-lookup", step: 3,
      source: "let savedIdentifier = result.account.userId",
      why: "ADAL's userId is MSAL's username; the stable id MSAL looks up by is identifier.",
      compiler: ("value of type 'MSALAccount' has no member 'userId'", 1)),
    Mistake(
      lesson: "02-account-lookup", step: 4,
      source: "let returningAccount = try application.account(forIdentifier: savedIdentifier)",
      why: "savedIdentifier is a String?; the lookup takes a String: unwrap it first.",
      compiler: ("value of optional type 'String?' must be unwrapped to a value of type 'String'", 1)),
    Mistake(
      lesson: "02-account-lookup", step: 4,
      source: """
        var returningAccount: MSALAccount?
        if let identifier = savedIdentifier { returningAccount = application.account(forIdentifier: identifier) }
        """,
      why: "The lookup throws: Swift needs try.",
      compiler: ("call can throw but is not marked with 'try'", 2)),
    Mistake(
      lesson: "02-account-lookup", step: 5,
      source: "let accounts = application.allAccounts()",
      why: "allAccounts() throws: Swift needs try.",
      compiler: ("call can throw but is not marked with 'try'", 1)),
    Mistake(
      lesson: "02-account-lookup", step: 5,
      source: "let accounts = try application.accounts()",
      why: "The method is allAccounts().",
      compiler: ("missing argument for parameter 'for' in call", 1)),
    Mistake(
      lesson: "02-account-lookup", step: 6,
      source: """
        var lookupError: NSError?
        do { _ = try application.account(forUsername: "megan@contoso.com") } catch { lookupError = error }
        """,
      why: "A caught error is an any Error, not an NSError: declare lookupError as Error?, or store error as NSError.",
      compiler: ("cannot assign value of type 'any Error' to type 'NSError'", 2)),
    Mistake(
      lesson: "02-account-lookup", step: 6,
      source: """
        var lookupError: Error?
        do { _ = application.account(forUsername: "megan@contoso.com") } catch { lookupError = error }
        """,
      why: "Inside do, the throwing call still needs try.",
      compiler: ("call can throw but is not marked with 'try'", 2)),
  ]

  // MARK: - 03 Silent then interactive

  static let silentThenInteractive: [Mistake] = [
    Mistake(
      lesson: "03-silent-then-interactive", step: 4,
      source: "func needsInteraction(_ error: Error) -> Bool { return (error as NSError).code == MSALError.interactionRequired.rawValue }",
      why: "A code alone is not enough: another domain may use the number -50002 too; compare the domain as well."),
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
      why: "catch MSALError.interactionRequired does not compile: MSALError is an NS_ENUM of codes, and an Error cannot match it.",
      compiler: ("pattern of type 'MSALError' cannot match 'any Error'", 5)),
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
      why: "The code is an Int and MSALError.interactionRequired an enumeration case: compare with MSALError.interactionRequired.rawValue.",
      compiler: ("cannot convert value of type 'MSALError' to expected argument type 'Int'", 4)),
    Mistake(
      lesson: "03-silent-then-interactive", step: 1,
      source: "let scopes: [String] = \"https://graph.microsoft.com/.default\"",
      why: "Scopes are an array of strings, even for one scope.",
      compiler: ("cannot convert value of type 'String' to specified type '[String]'", 1)),
    Mistake(
      lesson: "03-silent-then-interactive", step: 1,
      source: """
        let scopes = ["https://graph.microsoft.com/.default"]
        scopes.append("offline_access")
        """,
      why: "A let array cannot change; and MSAL adds offline_access itself.",
      compiler: ("cannot use mutating member on immutable value: 'scopes' is a 'let' constant", 2)),
    Mistake(
      lesson: "03-silent-then-interactive", step: 2,
      source: """
        let silentParameters = MSALSilentTokenParameters(scopes: scopes, account: account)
        let silentResult = try await application.acquireTokenSilent(silentParameters)
        """,
      why: "The parameter label is with:.",
      compiler: ("missing argument label 'with:' in call", 2)),
    Mistake(
      lesson: "03-silent-then-interactive", step: 2,
      source: """
        let silentParameters = MSALSilentTokenParameters(scopes: scopes, account: account)
        let silentResult = try await application.acquireTokenSilent(with: silentParameters)
        print(silentResult.token)
        """,
      why: "The token is accessToken, as on ADAL's result.",
      compiler: ("value of type 'MSALResult' has no member 'token'; did you mean 'idToken'?", 3)),
    Mistake(
      lesson: "03-silent-then-interactive", step: 3,
      source: """
        silentParameters.forceRefresh(true)
        let refreshed = try await application.acquireTokenSilent(with: silentParameters)
        """,
      why: "forceRefresh is a property, not a method: assign it.",
      compiler: ("cannot call value of non-function type 'Bool'", 1)),
    Mistake(
      lesson: "03-silent-then-interactive", step: 3,
      source: "let refreshed = try await application.acquireTokenSilent(with: silentParameters, forceRefresh: true)",
      why: "forceRefresh is set on the parameters, not passed to the call.",
      compiler: ("extra argument 'forceRefresh' in call", 1)),
    Mistake(
      lesson: "03-silent-then-interactive", step: 4,
      source: """
        func needsInteraction(_ error: Error) -> Bool {
          return error.domain == MSALErrorDomain && error.code == MSALError.interactionRequired.rawValue
        }
        """,
      why: "An any Error has no domain or code: read them through error as NSError.",
      compiler: ("value of type 'any Error' has no member 'domain'", 2)),
    Mistake(
      lesson: "03-silent-then-interactive", step: 4,
      source: """
        func needsInteraction(_ error: Error) -> Bool {
          let nsError = error as NSError
          return nsError.domain == MSALErrorDomain && nsError.code == MSALError.interactionRequired
        }
        """,
      why: "The code is an Int and MSALError.interactionRequired an enumeration case: compare with its rawValue.",
      compiler: ("cannot convert value of type 'MSALError' to expected argument type 'Int'", 3)),
    Mistake(
      lesson: "03-silent-then-interactive", step: 5,
      source: """
        try application.remove(account)
        var silentError: Error?
        do {
          _ = try application.acquireTokenSilent(with: silentParameters)
        } catch {
          silentError = error
        }
        """,
      why: "acquireTokenSilent(with:) is async: it needs await, inside do too.",
      compiler: ("expression is 'async' but is not marked with 'await'", 4)),
    Mistake(
      lesson: "03-silent-then-interactive", step: 5,
      source: "try application.remove(account: account)",
      why: "remove(_:) takes the account without a label.",
      compiler: ("extraneous argument label 'account:' in call", 1)),
    Mistake(
      lesson: "03-silent-then-interactive", step: 6,
      source: """
        var tokenResult: MSALResult?
        do {
          tokenResult = try await application.acquireTokenSilent(with: silentParameters)
        } catch let error where needsInteraction(error) {
          tokenResult = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: scopes))
        }
        """,
      why: "On iOS, interactive parameters take web view parameters.",
      compiler: ("missing argument for parameter 'webviewParameters' in call", 5)),
    Mistake(
      lesson: "03-silent-then-interactive", step: 6,
      source: """
        var tokenResult: MSALResult?
        do {
          tokenResult = try await application.acquireTokenSilent(with: silentParameters)
        } catch let error where needsInteraction(error) {
          tokenResult = try application.acquireToken(with: MSALInteractiveTokenParameters(scopes: scopes, webviewParameters: MSALWebviewParameters(authPresentationViewController: viewController)))
        }
        """,
      why: "acquireToken(with:) is async: it needs await.",
      compiler: ("expression is 'async' but is not marked with 'await'", 5)),
  ]

  // MARK: - 04 Scopes and consent

  static let scopesAndConsent: [Mistake] = [
    Mistake(
      lesson: "04-scopes-and-consent", step: 1,
      source: """
        let defaultResult = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["https://graph.microsoft.com"], account: account))
        """,
      why: "ADAL's resource is not a scope: the v2.0 endpoint cuts it at its last slash and finds no API named https:/ (AADSTS500011)."),
    Mistake(
      lesson: "04-scopes-and-consent", step: 1,
      source: """
        let defaultResult = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: account))
        """,
      why: "A named scope gets that permission only, as Adele consented to it; .default is what brings every static permission, Mail.Read included."),
    Mistake(
      lesson: "04-scopes-and-consent", step: 1,
      source: """
        let defaultResult = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["openid", "https://graph.microsoft.com/.default"], account: account))
        """,
      why: "openid is reserved: MSAL adds it itself and refuses it from the app (-42000)."),
    Mistake(
      lesson: "04-scopes-and-consent", step: 1,
      source: """
        let defaultResult = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: "https://graph.microsoft.com/.default", account: account))
        """,
      why: "Scopes are an array of strings, even for one scope.",
      compiler: ("cannot convert value of type 'String' to expected argument type '[String]'", 1)),
    Mistake(
      lesson: "04-scopes-and-consent", step: 2,
      source: """
        var calendarResult: MSALResult?
        calendarResult = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["Calendars.Read"], account: account))
        """,
      why: "Silent alone cannot ask for consent: nobody has consented to Calendars.Read, so it fails with interaction required and the entry stops."),
    Mistake(
      lesson: "04-scopes-and-consent", step: 2,
      source: """
        var calendarResult: MSALResult?
        do {
          calendarResult = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["https://graph.microsoft.com/.default"], account: account))
        } catch let error as NSError where error.domain == MSALErrorDomain && error.code == MSALError.interactionRequired.rawValue {
          calendarResult = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["https://graph.microsoft.com/.default"], webviewParameters: webviewParameters))
        }
        """,
      why: ".default asks for the static permissions only; Calendars.Read is not among Contoso Mail's, so it is never asked for."),
    Mistake(
      lesson: "04-scopes-and-consent", step: 2,
      source: """
        var calendarResult: MSALResult?
        do {
          calendarResult = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["Calendars.Read"], account: account))
        } catch let error as NSError where error.code == MSALError.interactionRequired {
          calendarResult = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["Calendars.Read"], webviewParameters: webviewParameters))
        }
        """,
      why: "The code is an Int and MSALError.interactionRequired an enumeration case: compare with its rawValue.",
      compiler: ("cannot convert value of type 'MSALError' to expected argument type 'Int'", 4)),
    Mistake(
      lesson: "04-scopes-and-consent", step: 2,
      source: """
        var calendarResult: MSALResult?
        do {
          calendarResult = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["Calendars.Read"], account: account))
        } catch {
          calendarResult = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["Calendars.Read"]))
        }
        """,
      why: "Interactive parameters need the web view parameters: the view controller that presents the consent page.",
      compiler: ("missing argument for parameter 'webviewParameters' in call", 5)),
    Mistake(
      lesson: "04-scopes-and-consent", step: 3,
      source: """
        let consentParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)
        consentParameters.extraScopesToConsent = ["https://payroll.contoso.com/Payroll.Read"]
        let graphResult = try await application.acquireToken(with: consentParameters)
        """,
      why: "One slash: the service cuts the scope at its last slash, looks for an API named https://payroll.contoso.com, and finds none (AADSTS500011)."),
    Mistake(
      lesson: "04-scopes-and-consent", step: 3,
      source: """
        let consentParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)
        consentParameters.extraScopesToConsent = ["Payroll.Read"]
        let graphResult = try await application.acquireToken(with: consentParameters)
        """,
      why: "A short scope name means Graph's; Graph has no Payroll.Read. Any other API's scope is named in full."),
    Mistake(
      lesson: "04-scopes-and-consent", step: 3,
      source: """
        let consentParameters = MSALInteractiveTokenParameters(scopes: ["User.Read", "https://payroll.contoso.com//Payroll.Read"], webviewParameters: webviewParameters)
        let graphResult = try await application.acquireToken(with: consentParameters)
        """,
      why: "Scopes of two APIs in one interactive request: consent is asked for both, but the code cannot be redeemed for two APIs (AADSTS28000)."),
    Mistake(
      lesson: "04-scopes-and-consent", step: 3,
      source: """
        let consentParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)
        consentParameters.extraScopesToConsent = "https://payroll.contoso.com//Payroll.Read"
        """,
      why: "extraScopesToConsent is an optional array of strings.",
      compiler: ("cannot assign value of type 'String' to type '[String]'", 2)),
    Mistake(
      lesson: "04-scopes-and-consent", step: 4,
      source: """
        let payrollScopes = ["https://payroll.contoso.com/Payroll.Read"]
        let payrollResult = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: payrollScopes, account: account))
        """,
      why: "One slash names no API: the silent call fails with invalid_resource (AADSTS500011), which MSAL reports as interaction required."),
    Mistake(
      lesson: "04-scopes-and-consent", step: 4,
      source: """
        let payrollScopes = ["https://payroll.contoso.com//Payroll.Read"]
        let payrollResult = graphResult
        """,
      why: "The Graph token is not Payroll's: a token has one audience, so Payroll needs its own (silent) request."),
    Mistake(
      lesson: "04-scopes-and-consent", step: 4,
      source: """
        let payrollScopes = ["https://payroll.contoso.com//Payroll.Read"]
        let payrollResult = application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: payrollScopes, account: account))
        """,
      why: "acquireTokenSilent is async and throws: it needs try await.",
      compiler: ("call can throw but is not marked with 'try'", 2)),
    Mistake(
      lesson: "04-scopes-and-consent", step: 5,
      source: """
        var declinedScopes: [String] = []
        do {
          _ = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read", "https://payroll.contoso.com//Payroll.Read"], account: account))
        } catch {
          declinedScopes = (error as NSError).userInfo[MSALGrantedScopesKey] as? [String] ?? []
        }
        """,
      why: "MSALGrantedScopesKey lists what was granted (the Graph scopes); the declined ones are under MSALDeclinedScopesKey."),
    Mistake(
      lesson: "04-scopes-and-consent", step: 5,
      source: """
        var declinedScopes: [String] = []
        do {
          _ = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read", "https://payroll.contoso.com//Payroll.Read"], account: account))
        } catch {
          declinedScopes = (error as NSError).userInfo[MSALDeclinedScopesKey]
        }
        """,
      why: "userInfo holds Any values: cast the value with as? [String].",
      compiler: ("cannot assign value of type 'Any?' to type '[String]'", 5)),
    Mistake(
      lesson: "04-scopes-and-consent", step: 5,
      source: """
        var declinedScopes: [String] = []
        do {
          _ = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read", "https://payroll.contoso.com//Payroll.Read"], account: account))
        } catch {
          declinedScopes = error.userInfo[MSALDeclinedScopesKey] as? [String] ?? []
        }
        """,
      why: "An Error has no userInfo: bridge it to NSError first.",
      compiler: ("value of type 'any Error' has no member 'userInfo'", 5)),
    Mistake(
      lesson: "04-scopes-and-consent", step: 5,
      source: """
        var declinedScopes: [String] = []
        do {
          _ = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["https://payroll.contoso.com//Payroll.Read"], account: account))
        } catch {
          declinedScopes = (error as NSError).userInfo[MSALDeclinedScopesKey] as? [String] ?? []
        }
        """,
      why: "One API per request succeeds: nothing is declined, so there is no error to read."),
    Mistake(
      lesson: "04-scopes-and-consent", step: 6,
      source: """
        var adminError: NSError?
        do {
          _ = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["Directory.Read.All"], account: account))
        } catch {
          adminError = error as NSError
        }
        """,
      why: "A silent request never shows a page: it fails with interaction required (-50002), not with the user's answer to the admin-approval page."),
    Mistake(
      lesson: "04-scopes-and-consent", step: 6,
      source: """
        var adminError: NSError?
        do {
          _ = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["Directory.Read.All"], webviewParameters: webviewParameters))
        } catch {
          adminError = error
        }
        """,
      why: "An Error is not an NSError: bridge it with as NSError.",
      compiler: ("cannot assign value of type 'any Error' to type 'NSError'", 5)),
    Mistake(
      lesson: "04-scopes-and-consent", step: 6,
      source: """
        var adminError: NSError?
        do {
          _ = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["Directory.Read.All"], webviewParameters: webviewParameters))
        } catch let error as NSError where error.code == MSALError.interactionRequired.rawValue {
          adminError = error
        }
        """,
      why: "Lesson 3's catch, copied: the admin-approval page ends in userCanceled (-50005), which this catch lets through, so the entry stops with it."),
  ]

  // MARK: - 05 Who signs in, and where

  static let whoSignsIn: [Mistake] = [
    Mistake(
      lesson: "05-who-signs-in", step: 1,
      source: """
        var commonError: NSError?
        do {
          _ = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: try application.account(forUsername: "sam@outlook.com")))
        } catch {
          commonError = error as NSError
        }
        """,
      why: "Silent cannot sign anyone in: Sam has no account in the cache, so the lookup throws and no page is ever shown."),
    Mistake(
      lesson: "05-who-signs-in", step: 1,
      source: """
        var commonError: NSError?
        _ = try? await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))
        """,
      why: "try? throws the error away: commonError is never set."),
    Mistake(
      lesson: "05-who-signs-in", step: 1,
      source: """
        var commonError: NSError?
        do {
          _ = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))
        } catch {
          commonError = error
        }
        """,
      why: "An Error is not an NSError: bridge it with as NSError.",
      compiler: ("cannot assign value of type 'any Error' to type 'NSError'", 5)),
    Mistake(
      lesson: "05-who-signs-in", step: 2,
      source: """
        let tenantParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)
        tenantParameters.authority = "https://login.microsoftonline.com/contoso.com"
        """,
      why: "An authority is an MSALAuthority made from a URL, not a string (ADAL took a string).",
      compiler: ("cannot assign value of type 'String' to type 'MSALAuthority'", 2)),
    Mistake(
      lesson: "05-who-signs-in", step: 2,
      source: """
        let tenantParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)
        tenantParameters.authority = MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/contoso.com")!)
        """,
      why: "MSALAADAuthority(url:) throws (a malformed authority URL is an error): it needs try.",
      compiler: ("call can throw but is not marked with 'try'", 2)),
    Mistake(
      lesson: "05-who-signs-in", step: 2,
      source: """
        let tenantParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)
        tenantParameters.authority = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/common")!)
        var tenantError: NSError?
        do {
          _ = try await application.acquireToken(with: tenantParameters)
        } catch {
          tenantError = error as NSError
        }
        """,
      why: "/common again: the service looks in Sam's own directory, not Contoso's, and the authority check fails."),
    Mistake(
      lesson: "05-who-signs-in", step: 2,
      source: """
        let tenantParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)
        let contosoConfig = workbookConfig
        contosoConfig.authority = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/contoso.com")!)
        var tenantError: NSError?
        do {
          _ = try await MSALPublicClientApplication(configuration: contosoConfig).acquireToken(with: tenantParameters)
        } catch {
          tenantError = error as NSError
        }
        """,
      why: "An ADAL habit, one client per authority: it works, but the step asks for the authority on the request, where MSAL lets one application serve every authority."),
    Mistake(
      lesson: "05-who-signs-in", step: 3,
      source: """
        let samResult = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))
        """,
      why: "The production registration still accepts Contoso's directory only: Sam gets AADSTS700016 again."),
    Mistake(
      lesson: "05-who-signs-in", step: 3,
      source: """
        let testConfig = MSALPublicClientApplicationConfig(clientId: "7e57c11e-0000-4000-8000-00000000c0de", redirectUri: "msauth.com.contoso.mail://auth", authority: try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/organizations")!))
        let testApplication = try MSALPublicClientApplication(configuration: testConfig)
        let samResult = try await testApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))
        """,
      why: "/organizations accepts work accounts only; a personal account needs /common (or /consumers)."),
    Mistake(
      lesson: "05-who-signs-in", step: 3,
      source: """
        let testConfig = MSALPublicClientApplicationConfig(clientId: "7e57c11e-0000-4000-8000-00000000c0de", redirectUri: "msauth.com.contoso.mail://auth", authority: try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/common")!))
        let samResult = try await MSALPublicClientApplication(configuration: testConfig).acquireToken(MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))
        """,
      why: "The parameters' label is with:.",
      compiler: ("missing argument label 'with:' in call", 2)),
    Mistake(
      lesson: "05-who-signs-in", step: 4,
      source: """
        let workParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)
        workParameters.authority = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/organizations")!)
        let adeleResult = try await testApplication.acquireToken(with: workParameters)
        """,
      why: "Without .selectAccount the web view's session signs Sam in again, and /organizations refuses a personal account."),
    Mistake(
      lesson: "05-who-signs-in", step: 4,
      source: """
        let workParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)
        workParameters.authority = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/consumers")!)
        workParameters.promptType = .selectAccount
        let adeleResult = try await testApplication.acquireToken(with: workParameters)
        """,
      why: "/consumers is for personal accounts: Adele's work account does not exist there (AADSTS50034)."),
    Mistake(
      lesson: "05-who-signs-in", step: 4,
      source: """
        let workParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)
        workParameters.promptType = .always
        """,
      why: "ADAL's AD_PROMPT_ALWAYS has no .always in MSAL: MSALPromptType has .selectAccount, .login, .consent and .promptIfNecessary.",
      compiler: ("type 'MSALPromptType' has no member 'always'", 2)),
    Mistake(
      lesson: "05-who-signs-in", step: 5,
      source: """
        let rewardsAuthority = try MSALB2CAuthority(url: URL(string: "https://contosob2c.b2clogin.com/tfp/contosob2c.onmicrosoft.com/B2C_1_signupsignin")!)
        let rewardsConfig = MSALPublicClientApplicationConfig(clientId: "b2c0a9b1-7c6d-4e5f-8a9b-0c1d2e3f4a5b", redirectUri: "msauth.com.contoso.rewards://auth", authority: rewardsAuthority)
        let rewardsApplication = try MSALPublicClientApplication(configuration: rewardsConfig)
        let caseyResult = try await rewardsApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["https://contosob2c.onmicrosoft.com/rewards/Rewards.Read"], webviewParameters: webviewParameters))
        """,
      why: "A B2C authority not in knownAuthorities: 'Authority validation is not supported for this type of authority', before any page."),
    Mistake(
      lesson: "05-who-signs-in", step: 5,
      source: """
        let rewardsAuthority = try MSALAADAuthority(url: URL(string: "https://contosob2c.b2clogin.com/tfp/contosob2c.onmicrosoft.com/B2C_1_signupsignin")!)
        let rewardsConfig = MSALPublicClientApplicationConfig(clientId: "b2c0a9b1-7c6d-4e5f-8a9b-0c1d2e3f4a5b", redirectUri: "msauth.com.contoso.rewards://auth", authority: rewardsAuthority)
        rewardsConfig.knownAuthorities = [rewardsAuthority]
        let rewardsApplication = try MSALPublicClientApplication(configuration: rewardsConfig)
        let caseyResult = try await rewardsApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["https://contosob2c.onmicrosoft.com/rewards/Rewards.Read"], webviewParameters: webviewParameters))
        """,
      why: "A B2C user flow is not an Azure AD authority: MSALAADAuthority refuses the tfp URL, which needs MSALB2CAuthority."),
    Mistake(
      lesson: "05-who-signs-in", step: 5,
      source: """
        let rewardsAuthority = try MSALB2CAuthority(url: URL(string: "https://contosob2c.b2clogin.com/tfp/contosob2c.onmicrosoft.com/B2C_1_signupsignin")!)
        let rewardsConfig = MSALPublicClientApplicationConfig(clientId: "b2c0a9b1-7c6d-4e5f-8a9b-0c1d2e3f4a5b", redirectUri: "msauth.com.contoso.rewards://auth", authority: rewardsAuthority)
        rewardsConfig.knownAuthorities = rewardsAuthority
        """,
      why: "knownAuthorities is an array of authorities, even for one.",
      compiler: ("cannot assign value of type 'MSALB2CAuthority' to type '[MSALAuthority]'", 3)),
    Mistake(
      lesson: "05-who-signs-in", step: 5,
      source: """
        let rewardsAuthority = try MSALB2CAuthority(url: URL(string: "https://contosob2c.b2clogin.com/tfp/contosob2c.onmicrosoft.com/B2C_1_signupsignin")!)
        let rewardsConfig = MSALPublicClientApplicationConfig(clientId: "b2c0a9b1-7c6d-4e5f-8a9b-0c1d2e3f4a5b", redirectUri: "msauth.com.contoso.rewards://auth", authority: rewardsAuthority)
        rewardsConfig.knownAuthorities = [rewardsAuthority]
        let rewardsApplication = try MSALPublicClientApplication(configuration: rewardsConfig)
        let caseyResult = try await rewardsApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))
        """,
      why: "Graph's User.Read is not a B2C API's scope: ask for the B2C tenant's own API, Rewards.Read."),
    Mistake(
      lesson: "05-who-signs-in", step: 6,
      source: """
        let governmentAuthority = try MSALAADAuthority(cloudInstance: .usGovernmentCloudInstance, audienceType: .azureADMyOrgOnlyAudience, rawTenant: nil)
        """,
      why: "One organization's audience needs the tenant: without rawTenant MSAL cannot build the authority."),
    Mistake(
      lesson: "05-who-signs-in", step: 6,
      source: """
        let governmentAuthority = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/contosofederal.us")!)
        """,
      why: "The worldwide cloud's host: Contoso Federal lives in the US Government cloud, login.microsoftonline.us."),
    Mistake(
      lesson: "05-who-signs-in", step: 6,
      source: """
        let governmentAuthority = try MSALAADAuthority(cloudInstance: .usGovernment, audienceType: .azureADMyOrgOnlyAudience, rawTenant: "contosofederal.us")
        """,
      why: "Swift imports the Objective-C constant MSALAzureUsGovernmentCloudInstance as .usGovernmentCloudInstance: the case keeps the type's suffix.",
      compiler: ("type 'MSALAzureCloudInstance' has no member 'usGovernment'", 1)),
  ]

  // MARK: - 06 The interactive request and web views

  static let webViews: [Mistake] = [
    Mistake(
      lesson: "06-web-views", step: 1,
      source: """
        let mailWebview = MSALWebviewParameters(authPresentationViewController: viewController)
        let mailParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: mailWebview)
        mailParameters.loginHint = "adele@contoso.com"
        let mailResult = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: try application.account(forUsername: "adele@contoso.com")))
        """,
      why: "Silent cannot sign anyone in: nobody is signed in yet, so there is no account to look up."),
    Mistake(
      lesson: "06-web-views", step: 1,
      source: """
        let mailWebview = MSALWebviewParameters(authPresentationViewController: viewController)
        let mailParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: mailWebview)
        mailParameters.userId = "adele@contoso.com"
        """,
      why: "ADAL's userId is MSAL's loginHint on an interactive request.",
      compiler: ("value of type 'MSALInteractiveTokenParameters' has no member 'userId'", 3)),
    Mistake(
      lesson: "06-web-views", step: 1,
      source: """
        let mailWebview = MSALWebviewParameters(authPresentationViewController: viewController)
        let mailParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: mailWebview)
        let mailResult = try await application.acquireToken(with: mailParameters)
        """,
      why: "It signs Adele in, but without the hint the step's first check fails: loginHint is what ADAL's userId became."),
    Mistake(
      lesson: "06-web-views", step: 2,
      source: """
        let calendarResult = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: MSALWebviewParameters(authPresentationViewController: viewController)))
        """,
      why: "application is Contoso Mail's, created before the switch: Contoso Calendar needs an application of its own."),
    Mistake(
      lesson: "06-web-views", step: 2,
      source: """
        let calendarConfig = MSALPublicClientApplicationConfig(clientId: "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f", redirectUri: "msauth.com.contoso.mail://auth", authority: try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/common")!))
        let calendarApplication = try MSALPublicClientApplication(configuration: calendarConfig)
        """,
      why: "Contoso Mail's redirect URI: its scheme is not in Contoso Calendar's Info.plist, so creating the application fails."),
    Mistake(
      lesson: "06-web-views", step: 2,
      source: """
        let calendarConfig = MSALPublicClientApplicationConfig(clientId: "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f", redirectUri: "msauth.com.contoso.calendar://auth", authority: try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/common")!))
        let calendarApplication = MSALPublicClientApplication(configuration: calendarConfig)
        """,
      why: "Creating an application throws (a redirect URI its Info.plist lacks, say): it needs try.",
      compiler: ("call can throw but is not marked with 'try'", 2)),
    Mistake(
      lesson: "06-web-views", step: 3,
      source: """
        let safariWebview = MSALWebviewParameters(authPresentationViewController: viewController)
        let safariParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: safariWebview)
        safariWebview.webviewType = .safariViewController
        let safariResult = try await calendarApplication.acquireToken(with: safariParameters)
        """,
      why: "The type is set after the interactive parameters copied the web view parameters: the request runs the default session (Safari's cookies, no password)."),
    Mistake(
      lesson: "06-web-views", step: 3,
      source: """
        let safariWebview = MSALWebviewParameters(authPresentationViewController: viewController)
        safariWebview.webviewType = .safari
        """,
      why: "The case is .safariViewController (MSALWebviewTypeSafariViewController).",
      compiler: ("type 'MSALWebviewType' has no member 'safari'", 2)),
    Mistake(
      lesson: "06-web-views", step: 3,
      source: """
        let safariWebview = MSALWebviewParameters(authPresentationViewController: viewController)
        safariWebview.webviewType = .wkWebView
        let safariParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: safariWebview)
        let safariResult = try await calendarApplication.acquireToken(with: safariParameters)
        """,
      why: "The embedded web view behaves alike (its own cookies, a password again), but it is not SFSafariViewController."),
    Mistake(
      lesson: "06-web-views", step: 4,
      source: """
        let ephemeralWebview = MSALWebviewParameters(authPresentationViewController: viewController)
        let meganParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: ephemeralWebview)
        ephemeralWebview.prefersEphemeralWebBrowserSession = true
        let meganResult = try await calendarApplication.acquireToken(with: meganParameters)
        """,
      why: "The flag is set after the interactive parameters copied the web view parameters: the session is not ephemeral, and Safari's cookies sign Adele in again."),
    Mistake(
      lesson: "06-web-views", step: 4,
      source: """
        let ephemeralWebview = MSALWebviewParameters(authPresentationViewController: viewController)
        let meganParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: ephemeralWebview)
        meganParameters.promptType = .login
        let meganResult = try await calendarApplication.acquireToken(with: meganParameters)
        """,
      why: "Megan signs in, but in Safari's cookies: her session stays on the phone for the next app. The step asks for a session that keeps nothing."),
    Mistake(
      lesson: "06-web-views", step: 4,
      source: """
        let ephemeralWebview = MSALWebviewParameters(authPresentationViewController: viewController, prefersEphemeralWebBrowserSession: true)
        """,
      why: "The initializer takes only the view controller; prefersEphemeralWebBrowserSession is a property set afterwards.",
      compiler: ("extra argument 'prefersEphemeralWebBrowserSession' in call", 1)),
    Mistake(
      lesson: "06-web-views", step: 5,
      source: """
        var cancelError: NSError?
        _ = try? await calendarApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: MSALWebviewParameters(authPresentationViewController: viewController)))
        """,
      why: "try? throws the error away: cancelError is never set."),
    Mistake(
      lesson: "06-web-views", step: 5,
      source: """
        var cancelError: NSError?
        do {
          _ = try await calendarApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: MSALWebviewParameters(authPresentationViewController: viewController)))
        } catch let error as NSError where error.code == MSALError.interactionRequired.rawValue {
          cancelError = error
        }
        """,
      why: "A cancel is userCanceled, not interactionRequired: this catch lets it through, and the entry stops with it."),
    Mistake(
      lesson: "06-web-views", step: 5,
      source: """
        var cancelError: NSError?
        do {
          _ = try await calendarApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: MSALWebviewParameters(authPresentationViewController: viewController)))
        } catch MSALError.userCanceled {
          print("cancelled")
        }
        """,
      why: "MSALError is an NS_ENUM of codes, not an Error type: catch MSALError.userCanceled does not compile.",
      compiler: ("pattern of type 'MSALError' cannot match 'any Error'", 4)),
  ]

  // MARK: - 07 Redirect URIs, Info.plist, the AppDelegate and the broker

  static let theBroker: [Mistake] = [
    Mistake(
      lesson: "07-the-broker", step: 1,
      source: """
        let application = try MSALPublicClientApplication(configuration: workbookConfig)
        let brokerAvailable = application.isCompatibleAADBrokerAvailable()
        """,
      why: "isCompatibleAADBrokerAvailable is a property, not a method.",
      compiler: ("cannot call value of non-function type 'Bool'", 2)),
    Mistake(
      lesson: "07-the-broker", step: 1,
      source: """
        let application = MSALPublicClientApplication(configuration: workbookConfig)
        """,
      why: "Creating an application throws (an Info.plist without the broker's query schemes, say): it needs try.",
      compiler: ("call can throw but is not marked with 'try'", 1)),
    Mistake(
      lesson: "07-the-broker", step: 1,
      source: """
        let config = MSALPublicClientApplicationConfig(clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", redirectUri: "x-msauth-contosomail://com.contoso.mail", authority: nil)
        let application = try MSALPublicClientApplication(configuration: config)
        let brokerAvailable = application.configuration.redirectUri == "msauth.com.contoso.mail://auth"
        """,
      why: "ADAL's redirect URI is broker-capable too, but the step asks MSAL whether the broker can be used, not which URI is configured."),
    Mistake(
      lesson: "07-the-broker", step: 2,
      source: """
        var brokerError: NSError?
        _ = try? await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))
        """,
      why: "try? throws the error away: brokerError is never set."),
    Mistake(
      lesson: "07-the-broker", step: 2,
      source: """
        var brokerError: NSError?
        do {
          _ = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: try application.account(forUsername: "adele@contoso.com")))
        } catch {
          brokerError = error as NSError
        }
        """,
      why: "A silent request never goes to the broker: nobody is signed in, so the lookup fails and nothing is asked of Authenticator."),
    Mistake(
      lesson: "07-the-broker", step: 2,
      source: """
        var brokerError: NSError?
        do {
          _ = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))
        } catch {
          brokerError = error
        }
        """,
      why: "An Error is not an NSError: bridge it with as NSError.",
      compiler: ("cannot assign value of type 'any Error' to type 'NSError'", 5)),
    Mistake(
      lesson: "07-the-broker", step: 3,
      source: """
        class AppDelegate: UIResponder, UIApplicationDelegate {
          func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool {
            return MSALPublicClientApplication.handleMSALResponse(url, sourceApplication: options[UIApplication.OpenURLOptionsKey.sourceApplication] as? String)
          }
        }
        let brokeredResult = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))
        """,
      why: "The class is written but never made iOS's delegate: nobody calls it, and the request fails with -42700 again."),
    Mistake(
      lesson: "07-the-broker", step: 3,
      source: """
        class AppDelegate: UIResponder, UIApplicationDelegate {
          func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool {
            return true
          }
        }
        let appDelegate = AppDelegate()
        UIApplication.shared.delegate = appDelegate
        let brokeredResult = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))
        """,
      why: "Returning true tells iOS the URL was handled, but MSAL never saw it: the request still fails with -42700."),
    Mistake(
      lesson: "07-the-broker", step: 3,
      source: """
        class AppDelegate: UIResponder, UIApplicationDelegate {
          func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool {
            return MSALPublicClientApplication.handleMSALResponse(url, sourceApplication: options[UIApplication.OpenURLOptionsKey.sourceApplication])
          }
        }
        """,
      why: "The options dictionary holds Any values: cast the source application with as? String.",
      compiler: ("cannot convert value of type 'Any?' to expected argument type 'String?'", 3)),
    Mistake(
      lesson: "07-the-broker", step: 4,
      source: """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
            guard let urlContext = URLContexts.first else { return }
            MSALPublicClientApplication.handleMSALResponse(urlContext.url, sourceApplication: urlContext.options.sourceApplication)
          }
        }
        let sceneDelegate = SceneDelegate()
        UIApplication.shared.delegate = sceneDelegate
        """,
      why: "A scene delegate is the scene's, not the application's: SceneDelegate is no UIApplicationDelegate.",
      compiler: ("cannot assign value of type 'SceneDelegate' to type '(any UIApplicationDelegate)?'", 8)),
    Mistake(
      lesson: "07-the-broker", step: 4,
      source: """
        let calendarConfig = MSALPublicClientApplicationConfig(clientId: "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f", redirectUri: "msauth.com.contoso.calendar://auth", authority: try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/common")!))
        let calendarApplication = try MSALPublicClientApplication(configuration: calendarConfig)
        let calendarResult = try await calendarApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))
        """,
      why: "Contoso Calendar has no delegate yet: the broker's answer is lost (-42700). Contoso Mail's app delegate belongs to Contoso Mail."),
    Mistake(
      lesson: "07-the-broker", step: 4,
      source: """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
            guard let urlContext = URLContexts.first else { return }
            MSALPublicClientApplication.handleMSALResponse(urlContext.url, sourceApplication: urlContext.options.sourceApplication)
          }
        }
        let sceneDelegate = SceneDelegate()
        UIApplication.shared.connectedScenes.first.delegate = sceneDelegate
        """,
      why: "connectedScenes.first is an optional scene (a set may be empty): reach its delegate with ?.",
      compiler: ("value of optional type 'UIScene?' must be unwrapped to refer to member 'delegate' of wrapped base type 'UIScene'", 8)),
    Mistake(
      lesson: "07-the-broker", step: 5,
      source: """
        let silent = MSALSilentTokenParameters(scopes: ["User.Read"], account: brokeredResult.account)
        silent.forceRefresh = true
        var compliantResult: MSALResult?
        compliantResult = try await application.acquireTokenSilent(with: silent)
        """,
      why: "Silent only: the app cannot prove the device, so the refresh fails with AADSTS53000 (interaction required) and the entry stops."),
    Mistake(
      lesson: "07-the-broker", step: 5,
      source: """
        let silent = MSALSilentTokenParameters(scopes: ["User.Read"], account: brokeredResult.account)
        silent.forceRefresh = true
        var compliantResult: MSALResult?
        do {
          compliantResult = try await application.acquireTokenSilent(with: silent)
        } catch let error as NSError where error.code == MSALError.workplaceJoinRequired.rawValue {
          compliantResult = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))
        }
        """,
      why: "A silent refresh refused for the device is interaction required (-50002), not workplace join required: this catch lets it through."),
    Mistake(
      lesson: "07-the-broker", step: 5,
      source: """
        let silent = MSALSilentTokenParameters(scopes: ["User.Read"], account: brokeredResult.account)
        silent.forceRefresh = true
        var compliantResult: MSALResult?
        do {
          compliantResult = try await application.acquireTokenSilent(with: silent)
        } catch let error as NSError where error.code == MSALError.interactionRequired {
          compliantResult = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))
        }
        """,
      why: "The code is an Int and MSALError.interactionRequired an enumeration case: compare with its rawValue.",
      compiler: ("cannot convert value of type 'MSALError' to expected argument type 'Int'", 6)),
  ]

  // MARK: - 08 B2B

  static let businessToBusiness: [Mistake] = [
    Mistake(
      lesson: "08-b2b", step: 1,
      source: """
        let application = try MSALPublicClientApplication(configuration: workbookConfig)
        var fabrikamError: NSError?
        do {
          _ = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))
        } catch {
          fabrikamError = error as NSError
        }
        """,
      why: "Without Fabrikam's authority the request goes to /common, where Adele's home tenant signs her in: there is no error to keep."),
    Mistake(
      lesson: "08-b2b", step: 1,
      source: """
        let application = try MSALPublicClientApplication(configuration: workbookConfig)
        let parameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)
        parameters.authority = "https://login.microsoftonline.com/fabrikam.onmicrosoft.com"
        """,
      why: "An authority is an MSALAuthority made from a URL, not a string (ADAL took a string).",
      compiler: ("cannot assign value of type 'String' to type 'MSALAuthority'", 3)),
    Mistake(
      lesson: "08-b2b", step: 1,
      source: """
        let application = try MSALPublicClientApplication(configuration: workbookConfig)
        let parameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)
        parameters.authority = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/fabrikam.onmicrosoft.com")!)
        var fabrikamError: NSError?
        do {
          _ = try await application.acquireToken(with: parameters)
        } catch {
          fabrikamError = error
        }
        """,
      why: "An Error is not an NSError: bridge it with as NSError.",
      compiler: ("cannot assign value of type 'any Error' to type 'NSError'", 8)),
    Mistake(
      lesson: "08-b2b", step: 2,
      source: """
        let homeResult = try await MSALPublicClientApplication(configuration: workbookConfig).acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))
        """,
      why: "workbookConfig is Contoso Mail's configuration: its redirect URI's scheme is not in Contoso Calendar's Info.plist, so creating the application fails."),
    Mistake(
      lesson: "08-b2b", step: 2,
      source: """
        let calendarConfig = MSALPublicClientApplicationConfig(clientId: "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f", redirectUri: "msauth.com.contoso.calendar://auth", authority: try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/fabrikam.onmicrosoft.com")!))
        let calendarApplication = try MSALPublicClientApplication(configuration: calendarConfig)
        let homeResult = try await calendarApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))
        """,
      why: "Fabrikam's authority as the application's: the first token is then a guest one, not from Adele's home tenant."),
    Mistake(
      lesson: "08-b2b", step: 2,
      source: """
        let calendarConfig = MSALPublicClientApplicationConfig(clientId: "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f", redirectUri: "msauth.com.contoso.calendar://auth", authority: try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/contoso.com")!))
        let calendarApplication = try MSALPublicClientApplication(configuration: calendarConfig)
        let homeResult = calendarApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))
        """,
      why: "acquireToken is async and throws: it needs try await.",
      compiler: ("call can throw but is not marked with 'try'", 3)),
    Mistake(
      lesson: "08-b2b", step: 3,
      source: """
        let fabrikamAuthority = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/fabrikam.onmicrosoft.com")!)
        let guestSilent = MSALSilentTokenParameters(scopes: ["User.Read"], account: homeResult.account)
        guestSilent.authority = fabrikamAuthority
        var guestResult: MSALResult?
        guestResult = try await calendarApplication.acquireTokenSilent(with: guestSilent)
        """,
      why: "Silent only: Contoso Calendar has no consent in Fabrikam yet (AADSTS65001), so the entry stops with interaction required."),
    Mistake(
      lesson: "08-b2b", step: 3,
      source: """
        let fabrikamAuthority = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/fabrikam.onmicrosoft.com")!)
        var guestResult: MSALResult?
        guestResult = try await calendarApplication.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: homeResult.account))
        """,
      why: "The authority is made but never set on the request: the silent call answers for the application's tenant, Contoso."),
    Mistake(
      lesson: "08-b2b", step: 3,
      source: """
        let fabrikamAuthority = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/fabrikam.onmicrosoft.com")!)
        let guestSilent = MSALSilentTokenParameters(scopes: ["User.Read"], account: homeResult.account, authority: fabrikamAuthority)
        """,
      why: "The initializer takes scopes and account; authority is a property set afterwards.",
      compiler: ("extra argument 'authority' in call", 2)),
    Mistake(
      lesson: "08-b2b", step: 4,
      source: """
        let laterSilent = MSALSilentTokenParameters(scopes: ["User.Read"], account: homeResult.account)
        laterSilent.forceRefresh = true
        let laterResult = try await calendarApplication.acquireTokenSilent(with: laterSilent)
        """,
      why: "No authority on the request: it goes to the application's, Contoso, and the token is Adele's home one."),
    Mistake(
      lesson: "08-b2b", step: 4,
      source: """
        let laterResult = guestResult
        """,
      why: "The result of step 3 is an optional kept from before; the step asks for a new silent request (and a non-optional result)."),
    Mistake(
      lesson: "08-b2b", step: 4,
      source: """
        let laterSilent = MSALSilentTokenParameters(scopes: ["User.Read"], account: homeResult.account)
        laterSilent.authority = fabrikamAuthority
        laterSilent.forceRefresh = true
        let laterResult = try await calendarApplication.acquireToken(with: laterSilent)
        """,
      why: "Silent parameters go to acquireTokenSilent; acquireToken takes interactive parameters.",
      compiler: ("cannot convert value of type 'MSALSilentTokenParameters' to expected argument type 'MSALInteractiveTokenParameters'", 4)),
    Mistake(
      lesson: "08-b2b", step: 5,
      source: """
        let adele = try calendarApplication.account(forIdentifier: homeResult.account.identifier!)
        let tenantIds = [adele.homeAccountId?.tenantId ?? ""]
        """,
      why: "The home account id names the home tenant only; the guest tenant is in the tenant profiles."),
    Mistake(
      lesson: "08-b2b", step: 5,
      source: """
        let adele = try calendarApplication.account(forIdentifier: homeResult.account.identifier!)
        let tenantIds = adele.tenantProfiles!.map { $0.tenantId }
        """,
      why: "Each profile's tenantId is optional: this is an array of String?, which does not sort; compactMap keeps the strings."),
    Mistake(
      lesson: "08-b2b", step: 5,
      source: """
        let adele = calendarApplication.account(forIdentifier: homeResult.account.identifier!)
        """,
      why: "account(forIdentifier:) throws (nilError when nobody has that identifier): it needs try.",
      compiler: ("call can throw but is not marked with 'try'", 1)),
  ]

  // MARK: - 09 Keychain sharing

  static let keychainSharing: [Mistake] = [
    Mistake(
      lesson: "09-keychain-sharing", step: 1,
      source: """
        var keychainError: NSError?
        do {
          let application = try MSALPublicClientApplication(configuration: workbookConfig)
          _ = try application.allAccounts()
        } catch {
          keychainError = error as NSError
        }
        """,
      why: "workbookConfig is Contoso Mail's configuration: its redirect URI's scheme is not in Contoso Calendar's Info.plist, so the error is MSAL's, not the keychain's."),
    Mistake(
      lesson: "09-keychain-sharing", step: 1,
      source: """
        var keychainError: NSError?
        do {
          let application = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f"))
        } catch {
          keychainError = error as NSError
        }
        """,
      why: "Creating the application reads no keychain item: only asking for accounts or tokens does, so there is no error to keep."),
    Mistake(
      lesson: "09-keychain-sharing", step: 1,
      source: """
        var keychainError: NSError?
        do {
          let application = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f"))
          _ = try application.allAccounts()
        } catch {
          keychainError = error
        }
        """,
      why: "An Error is not an NSError: bridge it with as NSError.",
      compiler: ("cannot assign value of type 'any Error' to type 'NSError'", 6)),
    Mistake(
      lesson: "09-keychain-sharing", step: 2,
      source: """
        let calendarApplication = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f"))
        let calendarAccounts = try calendarApplication.allAccounts()
        let everyone = MSALAccountEnumerationParameters()
        let everyAccount = try calendarApplication.accounts(for: everyone)
        """,
      why: "returnOnlySignedInAccounts is true by default: without setting it to false, accounts(for:) gives what allAccounts() gives, nothing."),
    Mistake(
      lesson: "09-keychain-sharing", step: 2,
      source: """
        let calendarApplication = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d"))
        let calendarAccounts = try calendarApplication.allAccounts()
        let everyone = MSALAccountEnumerationParameters()
        everyone.returnOnlySignedInAccounts = false
        let everyAccount = try calendarApplication.accounts(for: everyone)
        """,
      why: "Contoso Mail's client id is the one Adele signed in with, so allAccounts() lists her: this step is about Calendar's own client id."),
    Mistake(
      lesson: "09-keychain-sharing", step: 2,
      source: """
        let calendarApplication = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f"))
        let calendarAccounts = try calendarApplication.allAccounts()
        let everyone = MSALAccountEnumerationParameters()
        everyone.returnOnlySignedInAccounts = false
        let everyAccount = calendarApplication.accounts(for: everyone)
        """,
      why: "accounts(for:) throws, like allAccounts(): it needs try.",
      compiler: ("call can throw but is not marked with 'try'", 5)),
    Mistake(
      lesson: "09-keychain-sharing", step: 3,
      source: """
        _ = try await calendarApplication.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["Calendars.Read"], account: everyAccount[0]))
        """,
      why: "Without do/catch the entry stops at the error, and silentError is never declared or set."),
    Mistake(
      lesson: "09-keychain-sharing", step: 3,
      source: """
        var silentError: NSError?
        do {
          _ = try await calendarApplication.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["Calendars.Read"], account: calendarAccounts[0]))
        } catch {
          silentError = error as NSError
        }
        """,
      why: "calendarAccounts is empty (nobody signed in with Calendar's client id): index 0 is out of range, and the entry stops."),
    Mistake(
      lesson: "09-keychain-sharing", step: 3,
      source: """
        var silentError: NSError?
        do {
          _ = try await calendarApplication.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["Calendars.Read"], account: everyAccount[0]))
        } catch {
          silentError = error
        }
        """,
      why: "An Error is not an NSError: bridge it with as NSError.",
      compiler: ("cannot assign value of type 'any Error' to type 'NSError'", 5)),
    Mistake(
      lesson: "09-keychain-sharing", step: 4,
      source: """
        let sharedApplication = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f"))
        let sharedAccount = try sharedApplication.allAccounts()[0]
        let sharedResult = try await sharedApplication.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: sharedAccount))
        """,
      why: "Calendar's own client id has no signed-in account: allAccounts() is empty and index 0 is out of range."),
    Mistake(
      lesson: "09-keychain-sharing", step: 4,
      source: """
        let sharedApplication = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", redirectUri: "msauth.com.contoso.mail://auth", authority: nil))
        let sharedAccount = try sharedApplication.allAccounts()[0]
        let sharedResult = try await sharedApplication.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: sharedAccount))
        """,
      why: "The client id is shared, the redirect URI is not: Contoso Calendar's Info.plist has its own scheme, not Mail's, so creating the application fails."),
    Mistake(
      lesson: "09-keychain-sharing", step: 4,
      source: """
        let sharedApplication = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d"))
        let sharedAccount = try sharedApplication.allAccounts().first
        let sharedResult = try await sharedApplication.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: sharedAccount))
        """,
      why: "first is optional: unwrap it before it goes into the silent parameters.",
      compiler: ("value of optional type 'MSALAccount?' must be unwrapped to a value of type 'MSALAccount'", 3)),
    Mistake(
      lesson: "09-keychain-sharing", step: 5,
      source: """
        let notesApplication = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f"))
        let notesAccounts = try notesApplication.accounts(for: everyone)
        """,
      why: "Contoso Calendar's client id in Northwind's app: the step is about Northwind Notes' own."),
    Mistake(
      lesson: "09-keychain-sharing", step: 5,
      source: """
        let notesApplication = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "00d00d1e-7c8d-4e9f-a0b1-c2d3e4f5a6b7", redirectUri: "msauth.com.contoso.calendar://auth", authority: nil))
        let notesAccounts = try notesApplication.accounts(for: everyone)
        """,
      why: "Contoso Calendar's redirect URI: its scheme is not in Northwind Notes' Info.plist, so creating the application fails."),
    Mistake(
      lesson: "09-keychain-sharing", step: 5,
      source: """
        let notesApplication = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "00d00d1e-7c8d-4e9f-a0b1-c2d3e4f5a6b7"))
        let notesAccounts = notesApplication.accounts(for: everyone)
        """,
      why: "accounts(for:) throws: it needs try.",
      compiler: ("call can throw but is not marked with 'try'", 2)),
    Mistake(
      lesson: "09-keychain-sharing", step: 6,
      source: """
        try calendarApplication.remove(sharedAccount)
        """,
      why: "calendarApplication has Calendar's own client id, which holds no token for Adele: the shared client id's tokens stay."),
    Mistake(
      lesson: "09-keychain-sharing", step: 6,
      source: """
        try notesApplication.remove(sharedAccount)
        """,
      why: "notesApplication is Northwind Notes' application: it reaches only Northwind's keychain group, so Contoso's items stay."),
    Mistake(
      lesson: "09-keychain-sharing", step: 6,
      source: """
        sharedApplication.remove(sharedAccount)
        """,
      why: "remove(_:) throws: it needs try.",
      compiler: ("call can throw but is not marked with 'try'", 1)),
    Mistake(
      lesson: "09-keychain-sharing", step: 7,
      source: """
        let mailApplication = try MSALPublicClientApplication(configuration: workbookConfig)
        let mailAccounts = try mailApplication.allAccounts()
        let mailResult = try await mailApplication.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: sharedAccount))
        """,
      why: "Silent only: Calendar's remove(_:) deleted the shared client id's tokens, so there is nothing to refresh with and the entry stops with interaction required."),
    Mistake(
      lesson: "09-keychain-sharing", step: 7,
      source: """
        let mailApplication = try MSALPublicClientApplication(configuration: workbookConfig)
        let mailResult = try await mailApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))
        let mailAccounts = try mailApplication.allAccounts()
        """,
      why: "The accounts are read after the new sign-in, so Adele is there again: read them first, to see that Mail was signed out."),
    Mistake(
      lesson: "09-keychain-sharing", step: 7,
      source: """
        let mailApplication = try MSALPublicClientApplication(configuration: workbookConfig)
        let mailAccounts = try mailApplication.allAccounts()
        let mailResult = try await mailApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"]))
        """,
      why: "An interactive request needs webviewParameters (what to present the web view from).",
      compiler: ("missing argument for parameter 'webviewParameters' in call", 3)),
    Mistake(
      lesson: "09-keychain-sharing", step: 8,
      source: """
        let macApplication = mailApplication
        let macAccounts = try macApplication.allAccounts()
        """,
      why: "mailApplication was made on the iPhone, for the iPhone's build of Contoso Mail: create a new application on the Mac."),
    Mistake(
      lesson: "09-keychain-sharing", step: 8,
      source: """
        let config = workbookConfig
        config.cacheConfig.keychainSharingGroup = "com.microsoft.adalcache"
        let macApplication = try MSALPublicClientApplication(configuration: config)
        let macAccounts = try macApplication.allAccounts()
        """,
      why: "com.microsoft.adalcache is iOS's group: the Mac build's entitlements list com.microsoft.identity.universalstorage, so the keychain refuses (-34018)."),
    Mistake(
      lesson: "09-keychain-sharing", step: 8,
      source: """
        let macApplication = try MSALPublicClientApplication(configuration: workbookConfig)
        let macAccounts = try macApplication.allAccounts()
        let macResult = try await macApplication.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: macAccounts[0]))
        """,
      why: "The Mac's keychain is empty: macAccounts has no account 0, and a first sign-in on a device is interactive."),
    Mistake(
      lesson: "09-keychain-sharing", step: 8,
      source: """
        let macApplication = try MSALPublicClientApplication(configuration: workbookConfig)
        let macAccounts = try macApplication.allAccounts()
        let macWebviewParameters = webviewParameters
        let macResult = try await macApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: macWebviewParameters))
        """,
      why: "webviewParameters presents from a UIViewController, which a Mac app does not have (UIKit is iOS's): present from an NSViewController."),
  ]

  // MARK: - 10 SSO between ADAL and MSAL apps

  static let ssoBetweenADALAndMSAL: [Mistake] = [
    Mistake(
      lesson: "10-sso-between-adal-and-msal", step: 1,
      source: """
        var calendarResult: ADAuthenticationResult?
        let context = ADAuthenticationContext(authority: "https://login.microsoftonline.com/common", error: nil)
        context?.acquireTokenSilent(withResource: "https://graph.microsoft.com", clientId: "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f", redirectUri: URL(string: "msauth.com.contoso.calendar://auth")!, userId: "adele@contoso.com") { result in
          calendarResult = result
        }
        let savedUserId = calendarResult?.tokenCacheItem?.userInformation?.userId
        let savedHomeAccountId = calendarResult?.tokenCacheItem?.userInformation?.homeAccountId
        """,
      why: "Contoso Calendar's own client id: Adele signed in with the shared one (Contoso Mail's), so ADAL has no refresh token for this one and needs the user."),
    Mistake(
      lesson: "10-sso-between-adal-and-msal", step: 1,
      source: """
        var calendarResult: ADAuthenticationResult?
        let context = ADAuthenticationContext(authority: "https://login.microsoftonline.com/common", error: nil)
        context?.acquireTokenSilent(withResource: "https://graph.microsoft.com", clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", redirectUri: URL(string: "msauth.com.contoso.calendar://auth")!, userId: "adele@contoso.com") { result in
          calendarResult = result
        }
        let savedUserId = calendarResult?.tokenCacheItem?.userInformation?.userId
        let savedHomeAccountId = calendarResult?.tokenCacheItem?.userInformation?.userId
        """,
      why: "userId twice: the unique identifier is homeAccountId, not the UPN."),
    Mistake(
      lesson: "10-sso-between-adal-and-msal", step: 1,
      source: """
        var calendarResult: ADAuthenticationResult?
        let context = ADAuthenticationContext(authority: "https://login.microsoftonline.com/common", error: nil)
        context.acquireTokenSilent(withResource: "https://graph.microsoft.com", clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", redirectUri: URL(string: "msauth.com.contoso.calendar://auth")!, userId: "adele@contoso.com") { result in
          calendarResult = result
        }
        """,
      why: "ADAuthenticationContext(authority:error:) is failable: context is optional, so call it with context?.",
      compiler: ("value of optional type 'ADAuthenticationContext?' must be unwrapped to refer to member 'acquireTokenSilent' of wrapped base type 'ADAuthenticationContext'", 3)),
    Mistake(
      lesson: "10-sso-between-adal-and-msal", step: 2,
      source: """
        let mailApplication = try MSALPublicClientApplication(configuration: workbookConfig)
        let adeleAccount = try mailApplication.account(forIdentifier: savedUserId!)
        """,
      why: "The UPN is not an identifier: account(forIdentifier:) finds nothing (nilError), and the entry stops."),
    Mistake(
      lesson: "10-sso-between-adal-and-msal", step: 2,
      source: """
        let mailApplication = try MSALPublicClientApplication(configuration: workbookConfig)
        let adeleAccount = try mailApplication.account(forUsername: savedHomeAccountId!)
        """,
      why: "The identifier is not a username: account(forUsername:) finds nobody (nilError), and the entry stops. The identifier goes to account(forIdentifier:)."),
    Mistake(
      lesson: "10-sso-between-adal-and-msal", step: 2,
      source: """
        let mailApplication = try MSALPublicClientApplication(configuration: workbookConfig)
        let adeleAccount = try mailApplication.account(forIdentifier: savedHomeAccountId)
        """,
      why: "savedHomeAccountId is a String?: account(forIdentifier:) takes a String, so unwrap it.",
      compiler: ("value of optional type 'String?' must be unwrapped to a value of type 'String'", 2)),
    Mistake(
      lesson: "10-sso-between-adal-and-msal", step: 3,
      source: """
        let byUsername = try mailApplication.account(forIdentifier: savedUserId!)
        let signedIn = try mailApplication.allAccounts()
        """,
      why: "forIdentifier: with the UPN finds nothing: the username lookup is account(forUsername:)."),
    Mistake(
      lesson: "10-sso-between-adal-and-msal", step: 3,
      source: """
        let byUsername = try mailApplication.account(forUsername: "Adele Vance")
        let signedIn = try mailApplication.allAccounts()
        """,
      why: "The username is the UPN ADAL saved (savedUserId), not the display name: nobody is found (nilError) and the entry stops."),
    Mistake(
      lesson: "10-sso-between-adal-and-msal", step: 3,
      source: """
        let byUsername = try mailApplication.account(forUsername: savedUserId)
        let signedIn = try mailApplication.allAccounts()
        """,
      why: "savedUserId is a String?: account(forUsername:) takes a String, so unwrap it.",
      compiler: ("value of optional type 'String?' must be unwrapped to a value of type 'String'", 1)),
    Mistake(
      lesson: "10-sso-between-adal-and-msal", step: 4,
      source: """
        let meganResult = try await mailApplication.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: adeleAccount))
        """,
      why: "Silent for Adele's account gives Adele's token: Megan has no account in the cache yet, so her first token is interactive."),
    Mistake(
      lesson: "10-sso-between-adal-and-msal", step: 4,
      source: """
        let parameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)
        parameters.account = adeleAccount
        let meganResult = try await mailApplication.acquireToken(with: parameters)
        """,
      why: "With Adele's account on the request, MSAL asks for Adele (and the service refuses Megan's answer as another user): leave account unset."),
    Mistake(
      lesson: "10-sso-between-adal-and-msal", step: 4,
      source: """
        let meganResult = try await mailApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: "User.Read", webviewParameters: webviewParameters))
        """,
      why: "scopes is an array of strings, even for one scope.",
      compiler: ("cannot convert value of type 'String' to expected argument type '[String]'", 1)),
    Mistake(
      lesson: "10-sso-between-adal-and-msal", step: 5,
      source: """
        var meganCalendarResult: ADAuthenticationResult?
        context?.acquireTokenSilent(withResource: "https://graph.microsoft.com", clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", redirectUri: URL(string: "msauth.com.contoso.calendar://auth")!, userId: savedUserId) { result in
          meganCalendarResult = result
        }
        """,
      why: "savedUserId is Adele's UPN: ADAL returns Adele's token, not Megan's."),
    Mistake(
      lesson: "10-sso-between-adal-and-msal", step: 5,
      source: """
        var meganCalendarResult: ADAuthenticationResult?
        context?.acquireTokenSilent(withResource: "https://graph.microsoft.com", clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", redirectUri: URL(string: "msauth.com.contoso.calendar://auth")!, userId: meganResult.account.identifier) { result in
          meganCalendarResult = result
        }
        """,
      why: "ADAL's userId is the UPN (MSAL's username), not the identifier: ADAL finds no user with that id and needs the user."),
    Mistake(
      lesson: "10-sso-between-adal-and-msal", step: 5,
      source: """
        var meganCalendarResult: ADAuthenticationResult?
        context?.acquireTokenSilent(withResource: "https://graph.microsoft.com", clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", redirectUri: "msauth.com.contoso.calendar://auth", userId: meganResult.account.username) { result in
          meganCalendarResult = result
        }
        """,
      why: "ADAL's redirectUri is a URL, not a String: URL(string:)!.",
      compiler: ("cannot convert value of type 'String' to expected argument type 'URL'", 2)),
  ]

  // MARK: - 11 Capstone

  static let capstone: [Mistake] = [
    Mistake(
      lesson: "11-capstone", step: 1,
      source: """
        let application = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", redirectUri: "msauth.com.contoso.mail://auth", authority: try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/common")!)))
        """,
      why: "The build still links ADAL 2.7.16 beside MSAL: it does not link, so the entry stops with the linker's error and application is never made."),
    Mistake(
      lesson: "11-capstone", step: 1,
      source: """
        WorkbookWorld.link("ADAL", version: "2.7.17")
        let application = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", redirectUri: "msauth.com.contoso.mail://auth", authority: try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/common")!)))
        """,
      why: "Another ADAL 2.7: it still contains the identity core. Only ADAL 2.6.10 (or no ADAL) may sit beside MSAL."),
    Mistake(
      lesson: "11-capstone", step: 1,
      source: """
        WorkbookWorld.link("ADAL", version: "2.6.10")
        let application = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", redirectUri: "x-msauth-contosomail://com.contoso.mail", authority: nil))
        """,
      why: "ADAL's redirect URI is not broker-capable: MSAL refuses it (its scheme is registered, but it is not msauth.<bundle id>://auth)."),
    Mistake(
      lesson: "11-capstone", step: 2,
      source: """
        class AppDelegate: UIResponder, UIApplicationDelegate {
          func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool {
            return MSALPublicClientApplication.handleMSALResponse(url, sourceApplication: options[UIApplication.OpenURLOptionsKey.sourceApplication] as? String)
          }
        }
        let appDelegate = AppDelegate()
        """,
      why: "The delegate is made but never given to iOS: UIApplication.shared.delegate is still nil."),
    Mistake(
      lesson: "11-capstone", step: 2,
      source: """
        class AppDelegate: UIResponder, UIApplicationDelegate {
          func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool {
            return MSALPublicClientApplication.handleMSALResponse(url, sourceApplication: options[UIApplication.OpenURLOptionsKey.sourceApplication] as? String)
          }
        }
        UIApplication.shared.delegate = AppDelegate()
        """,
      why: "The delegate iOS holds is not appDelegate: keep it in a variable and assign that."),
    Mistake(
      lesson: "11-capstone", step: 2,
      source: """
        class AppDelegate: UIResponder {
          func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool {
            return MSALPublicClientApplication.handleMSALResponse(url, sourceApplication: options[UIApplication.OpenURLOptionsKey.sourceApplication] as? String)
          }
        }
        let appDelegate = AppDelegate()
        UIApplication.shared.delegate = appDelegate
        """,
      why: "Without UIApplicationDelegate the class cannot be the application's delegate.",
      compiler: ("cannot assign value of type 'AppDelegate' to type '(any UIApplicationDelegate)?'", 7)),
    Mistake(
      lesson: "11-capstone", step: 3,
      source: """
        let adalAccount = try application.account(forUsername: savedUserId!)
        savedIdentifier = adalAccount.identifier
        savedUserId = nil
        """,
      why: "The account found by username is ADAL's: its identifier is still nil until a silent call upgrades it."),
    Mistake(
      lesson: "11-capstone", step: 3,
      source: """
        let adalAccount = try application.account(forIdentifier: savedUserId!)
        """,
      why: "The UPN is not an identifier: account(forIdentifier:) finds nobody (nilError). ADAL's users are found by username once."),
    Mistake(
      lesson: "11-capstone", step: 3,
      source: """
        let adalAccount = try application.account(forUsername: savedUserId!)
        let firstToken = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: mailScopes, account: adalAccount))
        savedIdentifier = firstToken.account.identifier
        """,
      why: "The identifier is saved, but savedUserId still holds the ADAL user id: forget it, so that later launches look the account up by identifier only."),
    Mistake(
      lesson: "11-capstone", step: 4,
      source: """
        func mailToken() async throws -> MSALResult {
          if let identifier = savedIdentifier, let account = try? application.account(forIdentifier: identifier) {
            do {
              return try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: mailScopes, account: account))
            } catch let error as NSError where error.domain == MSALErrorDomain && error.code == MSALError.interactionRequired.rawValue {
            }
          }
          let result = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: mailScopes, webviewParameters: webviewParameters))
          savedIdentifier = result.account.identifier
          return result
        }
        """,
      why: "The function is written but never called: everyday does not exist."),
    Mistake(
      lesson: "11-capstone", step: 4,
      source: """
        func mailToken() async throws -> MSALResult {
          if let identifier = savedIdentifier, let account = try? application.account(forIdentifier: identifier) {
            do {
              return try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: mailScopes, account: account))
            } catch let error as NSError where error.domain == MSALErrorDomain && error.code == MSALError.interactionRequired.rawValue {
            }
          }
          let result = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: mailScopes, webviewParameters: webviewParameters))
          savedIdentifier = result.account.identifier
          return result
        }
        let everyday = mailToken
        """,
      why: "Without the parentheses, everyday is the function itself, not its result: call it, try await mailToken()."),
    Mistake(
      lesson: "11-capstone", step: 4,
      source: """
        func mailToken() async throws -> MSALResult {
          let account = try application.account(forIdentifier: savedIdentifier!)
          return application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: mailScopes, account: account))
        }
        """,
      why: "acquireTokenSilent(with:) is async and throws: it needs try await.",
      compiler: ("call can throw but is not marked with 'try'", 3)),
    Mistake(
      lesson: "11-capstone", step: 5,
      source: """
        _ = try await mailToken()
        """,
      why: "Without do/catch the offline error stops the entry, and offlineError is never declared or set."),
    Mistake(
      lesson: "11-capstone", step: 5,
      source: """
        var offlineError: NSError?
        do {
          _ = try await mailToken()
        } catch {
          offlineError = error
        }
        """,
      why: "An Error is not an NSError: bridge it with as NSError.",
      compiler: ("cannot assign value of type 'any Error' to type 'NSError'", 5)),
    Mistake(
      lesson: "11-capstone", step: 5,
      source: """
        var offlineError: NSError?
        do {
          _ = try await mailToken()
        } catch let error as NSError where error.domain == MSALErrorDomain {
          offlineError = error
        }
        """,
      why: "Only MSAL's errors are caught: the offline one is NSURLErrorDomain's, so it escapes the do/catch and the entry stops."),
    Mistake(
      lesson: "11-capstone", step: 5,
      source: """
        var offlineError: NSError?
        do {
          _ = try await mailToken()
        } catch {
          offlineError = error as NSError
          _ = try? await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: mailScopes, webviewParameters: webviewParameters))
        }
        """,
      why: "A sign-in page for any error: offline, no page can help, and the interactive request is counted (interactiveRequestsThisStep)."),
    Mistake(
      lesson: "11-capstone", step: 6,
      source: """
        var throttledError: NSError?
        do {
          _ = try await mailToken()
        } catch {
          throttledError = error as NSError
        }
        let retryAfter = throttledError?.userInfo["Retry-After"] as? String
        """,
      why: "Retry-After is not a key of userInfo: it is one of the response's headers, in the dictionary under MSALHTTPHeadersKey."),
    Mistake(
      lesson: "11-capstone", step: 6,
      source: """
        var throttledError: NSError?
        do {
          _ = try await mailToken()
        } catch {
          throttledError = error as NSError
        }
        let retryAfter = throttledError?.userInfo[MSALHTTPResponseCodeKey] as? String
        """,
      why: "MSALHTTPResponseCodeKey holds the status code, 429, not how long to wait: that is the Retry-After header."),
    Mistake(
      lesson: "11-capstone", step: 6,
      source: """
        var throttledError: NSError?
        do {
          _ = try await mailToken()
        } catch {
          throttledError = error as NSError
        }
        let retryAfter = throttledError?.userInfo[MSALHTTPHeadersKey]["Retry-After"]
        """,
      why: "userInfo's values are Any: cast the headers to [String: String] before reading one.",
      compiler: ("value of type 'Any?' has no subscripts", 7)),
    Mistake(
      lesson: "11-capstone", step: 6,
      source: """
        var throttledError: NSError?
        do {
          _ = try await mailToken()
        } catch {
          throttledError = error as NSError
          _ = try? await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: mailScopes, webviewParameters: webviewParameters))
        }
        let retryAfter = (throttledError?.userInfo[MSALHTTPHeadersKey] as? [String: String])?["Retry-After"]
        """,
      why: "Throttled is no reason for a sign-in page: the interactive request is counted (interactiveRequestsThisStep), and Adele is asked for nothing she can fix."),
    Mistake(
      lesson: "11-capstone", step: 8,
      source: """
        let later = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: mailScopes, account: try application.account(forIdentifier: savedIdentifier!)))
        """,
      why: "Silent only: after 90 days the refresh token has expired (AADSTS700082), so the entry stops with interaction required."),
    Mistake(
      lesson: "11-capstone", step: 8,
      source: """
        var later: MSALResult?
        do {
          later = try await mailToken()
        } catch {
          later = nil
        }
        """,
      why: "later is optional here, and the checks read its account: keep the result itself, let later = try await mailToken()."),
    Mistake(
      lesson: "11-capstone", step: 8,
      source: """
        let later = mailToken()
        """,
      why: "mailToken() is async and throws: it needs try await.",
      compiler: ("call can throw but is not marked with 'try'", 1)),
    Mistake(
      lesson: "11-capstone", step: 7,
      source: """
        let afterReset = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: mailScopes, account: try application.account(forIdentifier: savedIdentifier!)))
        """,
      why: "Silent only: the password reset voided the refresh token (AADSTS50173), so the entry stops with interaction required."),
    Mistake(
      lesson: "11-capstone", step: 7,
      source: """
        let afterReset = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: mailScopes, webviewParameters: webviewParameters))
        let again = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: mailScopes, webviewParameters: webviewParameters))
        """,
      why: "Two sign-in pages where one is needed (and none without asking silently first): the app's path is mailToken(), which asks once."),
    Mistake(
      lesson: "11-capstone", step: 7,
      source: """
        let afterReset = mailToken()
        """,
      why: "mailToken() is async and throws: it needs try await.",
      compiler: ("call can throw but is not marked with 'try'", 1)),
  ]
}
