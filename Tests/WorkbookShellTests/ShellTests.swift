import Foundation
import Scenarios
import Terminal
import TestSupport
import Testing

@Suite struct ShellTests {
  @Test("entries show values like the Swift REPL; declarations persist; an incomplete entry continues")
  func entriesAndContinuation() throws {
    let harness = try ShellHarness(
      text: """
        let scopes = ["User.Read"]
        func greeting(for name: String) -> String {
          return "Hello, " + name
        }
        print(greeting(for: "Adele"))
        scopes.count + 1
        """)
    #expect(harness.run() == 0)
    #expect(harness.standard == "scopes: [String] = [\"User.Read\"]\nHello, Adele\n$R0: Int = 2\n")
    #expect(harness.error.isEmpty)
    // The function is one entry (one history item).
    #expect(harness.input.remembered.contains("func greeting(for name: String) -> String {\n  return \"Hello, \" + name\n}"))
  }

  @Test("an error names the input line and points at it with a caret; the session goes on; the exit status says so")
  func errorsCarryTheInputLine() throws {
    let harness = try ShellHarness(
      text: """
        let account = 1

        print(acount)
        print("after")
        """)
    #expect(harness.run() == 1)
    #expect(harness.error.hasPrefix("3:7: error: cannot find 'acount' in scope; did you mean 'account'?\n3 | print(acount)\n  |       ^\n"))
    #expect(harness.standard.hasSuffix("after\n"))
  }

  @Test("a runtime fault is reported as Swift reports it, with the line, and later entries still run")
  func faults() throws {
    let harness = try ShellHarness(text: "let values = [1, 2]\nvalues[5]\nvalues.count")
    harness.run()
    #expect(harness.error.contains("2:1: Fatal error: Index out of range"))
    #expect(harness.standard.hasSuffix("$R0: Int = 2\n"))
  }

  @Test("an unknown command suggests the nearest; :help lists every command and explains one")
  func commandsAndHelp() throws {
    let harness = try ShellHarness(text: ":sceanrio fresh\n:help\n:help clock\n:help nothing")
    #expect(harness.run() == 1)
    #expect(harness.error.contains("unknown command ':sceanrio'; did you mean ':scenario'?"))
    for name in [":help", ":quit", ":vars", ":load", ":reset", ":scenario", ":sign-in-as", ":trace", ":keychain", ":world", ":decode", ":clock", ":policy", ":fault", ":as"] {
      #expect(harness.standard.contains("  \(name)"), "\(name) missing from :help")
    }
    #expect(harness.standard.contains(":clock [+DURATION]"))
    #expect(harness.standard.contains("Units: s, m, h, d, w"))
    #expect(harness.error.contains("unknown command ':nothing'"))
  }

  @Test(":quit ends the session before the remaining input")
  func quit() throws {
    let harness = try ShellHarness(text: "print(1)\n:quit\nprint(2)")
    harness.run()
    #expect(harness.standard == "1\n")
  }

  @Test(":vars lists variables; :reset forgets them and rebuilds the world")
  func varsAndReset() throws {
    let harness = try ShellHarness(text: ":vars\nvar count = 3\nlet name = \"Adele\"\n:vars\n:reset\n:vars\ncount")
    harness.run()
    let sections = harness.standard.components(separatedBy: "Session reset")
    #expect(sections.count == 2)
    #expect(sections[0].contains("No variables yet"))
    #expect(sections[0].contains("count: Int = 3\nname: String = \"Adele\"\n"))
    #expect(sections[1].contains("No variables yet"))
    #expect(harness.error.contains("cannot find 'count' in scope"))
  }

  @Test(":scenario lists scenarios, switches to one, and refuses an unknown name")
  func scenarios() throws {
    let harness = try ShellHarness(
      text: """
        :scenario
        :scenario adal-2.6-signed-in
        let application = try MSALPublicClientApplication(configuration: workbookConfig)
        try application.allAccounts().count
        :scenario nowhere
        """)
    harness.run()
    #expect(harness.standard.contains("* fresh"))
    #expect(harness.standard.contains("  msal-signed-in"))
    #expect(harness.standard.contains("Scenario adal-2.6-signed-in"))
    #expect(harness.standard.contains("$R0: Int = 1"))
    #expect(harness.error.contains("no scenario 'nowhere'; choose one of: fresh, adal-2.6-signed-in"))
  }

  @Test(":load runs a file in the session; its declarations stay; errors name the file and line")
  func load() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shell-load-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let good = directory.appendingPathComponent("helpers.swift")
    try "func double(_ n: Int) -> Int { n * 2 }\nprint(\"loaded\")\n".write(to: good, atomically: true, encoding: .utf8)
    let bad = directory.appendingPathComponent("broken.swift")
    try "let a = 1\nlet b = c\n".write(to: bad, atomically: true, encoding: .utf8)
    let harness = try ShellHarness(text: ":load \(good.path)\ndouble(21)\n:load \(bad.path)\n:load /no/such/file.swift\n:load")
    harness.run()
    #expect(harness.standard.contains("loaded\n$R0: Int = 42\n"))
    #expect(harness.error.contains("broken.swift:2:9: error: cannot find 'c' in scope"))
    #expect(harness.error.contains("cannot load /no/such/file.swift: no such file"))
    #expect(harness.error.contains("usage: :load FILE"))
  }

  @Test("without a keyboard an interactive sign-in is cancelled with a hint; :sign-in-as makes it succeed")
  func signInWithoutAKeyboard() throws {
    let harness = try ShellHarness(
      text: WorkbookScripts.interactiveRequest + """

        application.acquireToken(with: parameters) { result, error in print((error as NSError?)?.code ?? 0) }
        :sign-in-as adele@contoso.com
        application.acquireToken(with: parameters) { result, error in print(result?.account.username ?? "none") }
        :sign-in-as nobody@contoso.com
        """)
    harness.run()
    #expect(harness.standard.contains("-50005\n"))
    #expect(harness.error.contains("hint: the sign-in page was closed because nobody is at the keyboard"))
    #expect(harness.standard.contains("adele@contoso.com answers sign-in pages now"))
    #expect(harness.standard.hasSuffix("adele@contoso.com\n"))
    #expect(harness.error.contains("no user 'nobody@contoso.com' in the simulated world"))
  }

  @Test("a persona named at start answers, and narrates pages when a person watches")
  func personaNarration() throws {
    let source = WorkbookScripts.interactiveSignIn
    let watched = try ShellHarness(
      source.split(separator: "\n").map { .line(String($0)) }, persona: "adele@contoso.com", interactive: true)
    watched.run()
    #expect(watched.standard.contains("web view (Contoso Mail): Enter password: adele@contoso.com types the password"))
    #expect(!watched.standard.contains("Contoso!2019"))
    #expect(watched.standard.contains("adele@contoso.com\n"))
    let piped = try ShellHarness(text: source, persona: "adele@contoso.com")
    piped.run()
    #expect(!piped.standard.contains("web view"))
  }

  @Test(":clock shows and moves the simulated time; bad durations are refused")
  func clock() throws {
    let harness = try ShellHarness(text: ":clock\n:clock +2h30m\n:clock -1h\n:clock soon")
    harness.run()
    #expect(harness.standard.contains("The simulated clock reads 2026-01-05T09:00:00Z."))
    #expect(harness.standard.contains("The clock moved 2 h 30 min forward: 2026-01-05T11:30:00Z."))
    #expect(harness.error.contains("'-1h' is not a duration"))
    #expect(harness.error.contains("'soon' is not a duration"))
  }

  @Test(":clock +2h expires the cached access token: the next silent call refreshes it")
  func clockExpiresTokens() throws {
    let harness = try ShellHarness(
      text: """
        let application = try MSALPublicClientApplication(configuration: workbookConfig)
        let account = try application.allAccounts()[0]
        let parameters = MSALSilentTokenParameters(scopes: ["User.Read"], account: account)
        var first = ""
        application.acquireTokenSilent(with: parameters) { result, _ in first = result!.accessToken }
        :clock +2h
        application.acquireTokenSilent(with: parameters) { result, _ in print(result!.accessToken == first) }
        :trace
        """, scenario: .msalSignedIn)
    harness.run()
    #expect(harness.standard.contains("false\n"))
    // The refresh goes to the account's home tenant (the scenario's sign-in went to common).
    #expect(harness.standard.contains("POST https://login.microsoftonline.com/c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b/oauth2/v2.0/token → 200"))
  }

  @Test(":policy mfa on makes Alex's silent request need interaction; :policy shows the state")
  func policy() throws {
    let harness = try ShellHarness(text: ":policy\n:policy mfa on\n:policy compliance on\n:policy compliance off\n:policy mfa maybe\n:policy sso on")
    harness.run()
    #expect(harness.standard.contains("MFA for Alex Wilber (:policy mfa):        off"))
    #expect(harness.standard.contains("MFA for Alex Wilber (:policy mfa):        on"))
    #expect(harness.standard.contains("compliant device (:policy compliance):    on"))
    #expect(harness.error.contains("usage: :policy mfa on|off"))
    #expect(harness.error.contains("no policy 'sso'"))
  }

  @Test(":fault offline makes requests fail before they leave the device; :fault none heals")
  func faultOffline() throws {
    let harness = try ShellHarness(
      text: """
        let application = try MSALPublicClientApplication(configuration: workbookConfig)
        let parameters = MSALSilentTokenParameters(scopes: ["User.Read"], account: try application.allAccounts()[0])
        :clock +2h
        :fault offline
        application.acquireTokenSilent(with: parameters) { result, error in print(result == nil ? (error! as NSError).code : 0) }
        :fault none
        application.acquireTokenSilent(with: parameters) { result, error in print(result == nil ? (error! as NSError).code : 0) }
        :fault throttle 0
        :fault sometimes
        """, scenario: .msalSignedIn)
    harness.run()
    #expect(harness.standard.contains("The device is offline"))
    #expect(harness.standard.contains("-1009\n"))
    #expect(harness.standard.hasSuffix("0\n"))
    #expect(harness.error.contains("'0' is not a number of seconds"))
    #expect(harness.error.contains("usage: :fault"))
  }

  @Test(":as runs code as another app, installing it first; unknown apps are refused")
  func runAs() throws {
    let harness = try ShellHarness(
      text: ":as calendar\n:as\nlet application = try MSALPublicClientApplication(configuration: workbookConfig)\n:as Notes App")
    harness.run()
    #expect(harness.standard.contains("Code now runs as Contoso Calendar (com.contoso.calendar) (installed it first)"))
    #expect(harness.standard.contains("* Contoso Calendar 3.1 (com.contoso.calendar)"))
    // Contoso Mail's configuration (redirect URI msauth.com.contoso.mail) does not fit Contoso Calendar.
    #expect(harness.error.contains("Fatal error: Error raised at top level"))
    #expect(harness.error.contains("no app 'Notes App'"))
  }

  @Test(":keychain shows the legacy and unified caches by group, decoded")
  func keychain() throws {
    let empty = try ShellHarness(text: ":keychain")
    empty.run()
    #expect(empty.standard.contains("The keychain is empty"))
    let adal27 = try ShellHarness(text: ":keychain", scenario: .adal27SignedIn)
    adal27.run()
    #expect(adal27.standard.contains("Access group CONTOSO123.com.microsoft.adalcache"))
    #expect(adal27.standard.contains("Unified cache (MSAL; ADAL 2.7+ writes it too)"))
    #expect(adal27.standard.contains("Legacy cache (ADAL)"))
    #expect(adal27.standard.contains("ADAL multi-resource refresh token"))
    #expect(adal27.standard.contains("MSAL account"))
  }

  @Test(":world shows the directory and the state of the world now")
  func world() throws {
    let harness = try ShellHarness(text: ":fault outage\n:world")
    harness.run()
    #expect(harness.standard.contains("adele@contoso.com"))
    #expect(harness.standard.contains("Contoso Calendar"))
    #expect(harness.standard.contains("scenario:  fresh"))
    #expect(harness.standard.contains("The service is down"))
    #expect(harness.standard.contains("* Contoso Mail 5.0 (com.contoso.mail)"))
  }

  @Test(":decode takes a token, or a String in the session")
  func decode() throws {
    let harness = try ShellHarness(
      text: """
        let application = try MSALPublicClientApplication(configuration: workbookConfig)
        var token = ""
        application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: try application.allAccounts()[0])) { result, _ in token = result!.accessToken }
        :decode token
        :decode application
        :decode nonsense
        let opaque = "EwBwA8l6BAAUbDba3x2OMJElkF7gJ4z"
        :decode opaque
        let sentence = "not a token at all"
        :decode sentence
        """, scenario: .msalSignedIn)
    harness.run()
    #expect(harness.standard.contains("\"oid\": \"a11ce000-0000-4000-8000-0000000000a1\""))
    #expect(harness.standard.contains("'opaque' is an opaque token (31 characters, no JWT dots)"), "not an error of the learner's")
    #expect(harness.error.contains("the value of 'sentence' is not a JWT or client_info"))
    #expect(harness.error.contains("'application' is a MSALPublicClientApplication, not a token"))
    #expect(harness.error.contains("'nonsense' is neither a token"))
  }

  @Test(":plist shows and edits the running app's URL schemes; MSAL sees the change when an application is created")
  func plist() throws {
    let harness = try ShellHarness(
      text: """
        :plist
        :plist remove LSApplicationQueriesSchemes msauthv3
        let refused = try? MSALPublicClientApplication(configuration: workbookConfig)
        refused == nil
        :plist add LSApplicationQueriesSchemes msauthv3
        let accepted = try? MSALPublicClientApplication(configuration: workbookConfig)
        accepted != nil
        :plist remove CFBundleURLSchemes nothing
        :plist add Nonsense x
        """)
    harness.run()
    #expect(harness.standard.contains("<key>LSApplicationQueriesSchemes</key>\n<array>\n  <string>msauthv2</string>\n  <string>msauthv3</string>\n</array>"))
    #expect(harness.standard.contains("Contoso Mail's LSApplicationQueriesSchemes: msauthv2. Applications created from now on see it."))
    #expect(harness.standard.components(separatedBy: "Bool = true").count == 3, "refused without msauthv3, accepted with it")
    #expect(harness.error.contains("CFBundleURLSchemes does not list nothing; it lists msauth.com.contoso.mail, x-msauth-contosomail"))
    #expect(harness.error.contains("no key 'Nonsense' here"))
  }

  @Test(":entitlements shows the keychain groups as the .entitlements file does, and edits them; MSAL then fails with -34018")
  func entitlements() throws {
    let harness = try ShellHarness(
      text: """
        :entitlements
        :entitlements remove com.microsoft.adalcache
        :entitlements
        let application = try MSALPublicClientApplication(configuration: workbookConfig)
        do { _ = try application.allAccounts() } catch { print((error as NSError).domain, (error as NSError).code) }
        :entitlements remove com.microsoft.adalcache
        :entitlements add CONTOSO123.com.microsoft.adalcache
        :entitlements add com.microsoft.adalcache
        :entitlements adalcache
        """)
    harness.run()
    #expect(harness.standard.contains("<string>$(AppIdentifierPrefix)com.microsoft.adalcache</string>\n</array>\nKeychain groups it can reach: CONTOSO123.com.microsoft.adalcache, CONTOSO123.com.contoso.mail\n"))
    #expect(harness.standard.contains("Contoso Mail's keychain-access-groups: none. Applications created from now on see the change."))
    #expect(harness.standard.contains("Keychain groups it can reach: CONTOSO123.com.contoso.mail (its own only: no keychain sharing)"))
    #expect(harness.standard.contains("NSOSStatusErrorDomain -34018"))
    #expect(harness.error.contains("keychain-access-groups does not list com.microsoft.adalcache; it lists nothing"))
    #expect(harness.standard.contains("Contoso Mail's keychain-access-groups: com.microsoft.adalcache."), "the team prefix is dropped")
    #expect(harness.error.contains("keychain-access-groups already lists com.microsoft.adalcache"))
    #expect(harness.error.contains(":entitlements  or  :entitlements add|remove GROUP"))
  }

  @Test(":link shows and changes what the running app's build links; MSAL beside ADAL 2.7 stops the entry as the linker would")
  func link() throws {
    let harness = try ShellHarness(
      text: """
        :link
        :link ADAL 2.7.16
        let application = try MSALPublicClientApplication(configuration: workbookConfig)
        :link ADAL 2.6.10
        let application = try MSALPublicClientApplication(configuration: workbookConfig)
        :link remove ADAL
        :link remove ADAL
        :link ADAL two
        :as
        """)
    harness.run()
    #expect(harness.standard.contains("Contoso Mail 5.0 links MSAL 2.13.0.\n"))
    #expect(harness.standard.contains("Contoso Mail 5.0 links MSAL 2.13.0, ADAL 2.7.16.\nIt does not build: it links MSAL 2.13.0 and ADAL 2.7.16"))
    #expect(harness.error.contains("3:23: error: Contoso Mail does not build: it links MSAL 2.13.0 and ADAL 2.7.16, and both contain the identity core."))
    #expect(harness.standard.contains("application: MSALPublicClientApplication = "), "ADAL 2.6.10 beside MSAL builds")
    #expect(harness.error.contains("error: Contoso Mail does not link ADAL"))
    #expect(harness.error.contains("error: 'two' is not a version: write it as 2.6.10"))
    #expect(harness.standard.contains("* Contoso Mail 5.0 (com.contoso.mail), links MSAL 2.13.0\n"))
  }

  @Test(":password-reset gives a user a new password, voids what was issued before, and the persona types the new one")
  func passwordReset() throws {
    let harness = try ShellHarness(
      text: """
        :scenario msal-signed-in
        :sign-in-as adele@contoso.com
        :password-reset adele@contoso.com
        let application = try MSALPublicClientApplication(configuration: workbookConfig)
        let account = try application.allAccounts()[0]
        var silentError: NSError?
        do { _ = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: account)) } catch { silentError = error as NSError }
        print(silentError?.code ?? 0)
        let again = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: MSALWebviewParameters(authPresentationViewController: UIViewController())))
        :password-reset megan@contoso.com Secret!1
        :password-reset nobody@contoso.com
        :password-reset
        """)
    harness.run()
    #expect(harness.standard.contains("adele@contoso.com's password is now Contoso!2020: refresh tokens and sessions issued before this moment no longer work."))
    #expect(harness.standard.contains("\n-50002\n"), "the refresh token from before the reset is refused: interaction required")
    #expect(harness.standard.contains("again: MSALResult = "), "the persona signs in with the new password")
    #expect(harness.standard.contains("megan@contoso.com's password is now Secret!1"))
    #expect(harness.error.contains("no user 'nobody@contoso.com' in the simulated directory"))
    #expect(harness.error.contains(":password-reset USER [PASSWORD]"))
  }

  @Test(":keychain lists, after the items, the shared groups installed apps list that hold nothing")
  func keychainEmptyGroups() throws {
    let harness = try ShellHarness(text: ":scenario msal-signed-in\n:as Northwind Notes\n:keychain\n")
    harness.run()
    #expect(harness.standard.contains("Access group CONTOSO123.com.microsoft.adalcache (5 items)"))
    #expect(harness.standard.hasSuffix("Access group NWIND45678.com.microsoft.adalcache (0 items; listed by Northwind Notes)\n"))
  }

  @Test(":registration shows a registration as the portal does, and edits the running app's redirect URIs")
  func registration() throws {
    let harness = try ShellHarness(
      text: """
        :registration
        :registration remove-redirect msauth.com.contoso.mail://auth
        :registration Northwind Notes
        :registration Contoso Chat
        """)
    harness.run()
    #expect(harness.standard.contains("Contoso Mail, registered in Contoso\n  client id         4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d"))
    #expect(harness.standard.contains("Contoso Mail's redirect URIs: x-msauth-contosomail://com.contoso.mail, msauth://code/msauth.com.contoso.mail%3A%2F%2Fauth, msauth.com.contoso.calendar://auth."))
    #expect(harness.standard.contains("Northwind Notes, registered in Fabrikam"))
    #expect(harness.error.contains("no app registration 'Contoso Chat'"))
  }

  @Test(":browsers lists each cookie jar of the device and who its session signs in")
  func browsers() throws {
    let harness = try ShellHarness(
      text: """
        :sign-in-as adele@contoso.com
        let application = try MSALPublicClientApplication(configuration: workbookConfig)
        let webview = MSALWebviewParameters(authPresentationViewController: UIViewController())
        webview.webviewType = .safariViewController
        _ = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webview))
        :browsers
        """)
    harness.run()
    let listing = harness.standard.components(separatedBy: "cookie jar").last ?? ""
    #expect(listing.contains("Safari "), "\(listing)")
    #expect(listing.range(of: #"Safari\s.*nobody"#, options: .regularExpression) != nil, "Safari's jar has no session")
    #expect(listing.range(of: #"Contoso Mail: SFSafariViewController\s.*adele@contoso.com"#, options: .regularExpression) != nil)
    #expect(listing.range(of: #"Contoso Mail: WKWebView\s.*nobody"#, options: .regularExpression) != nil)
    #expect(listing.contains("An ephemeral session"))
  }

  @Test(":trace on prints one line per exchange: method, URL, status (and the error with its AADSTS code)")
  func traceSummary() throws {
    let harness = try ShellHarness(
      text: """
        :trace on
        let application = try MSALPublicClientApplication(configuration: workbookConfig)
        :clock +2h
        application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: try application.allAccounts()[0])) { _, _ in }
        :fault throttle
        :clock +2h
        application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: try application.allAccounts()[0])) { _, _ in }
        """, scenario: .msalSignedIn)
    harness.run()
    let traced = harness.standard.split(separator: "\n").filter { $0.hasPrefix("#") }
    #expect(traced.count >= 2, "\(harness.standard)")
    #expect(traced.contains { $0.contains("POST https://login.microsoftonline.com/c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b/oauth2/v2.0/token → 200") })
    #expect(traced.last?.contains("→ 429") == true, "\(traced)")
    #expect(!harness.standard.contains("grant_type"), "no bodies in one-line tracing")
  }

  @Test(":trace full prints each exchange with both sides labelled; :trace last 1 repeats the newest")
  func trace() throws {
    let harness = try ShellHarness(
      text: """
        :trace
        :trace full
        let application = try MSALPublicClientApplication(configuration: workbookConfig)
        :clock +2h
        application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: try application.allAccounts()[0])) { _, _ in }
        :trace off
        :trace last 1
        :trace last zero
        """, scenario: .msalSignedIn)
    harness.run()
    #expect(harness.standard.contains("Tracing in full"))
    #expect(harness.standard.contains("→ client → login.microsoftonline.com"))
    #expect(harness.standard.contains("← login.microsoftonline.com → client: 200"))
    #expect(harness.standard.contains("grant_type"))
    #expect(harness.standard.contains("refresh_token"))
    #expect(harness.standard.contains("id_token (decoded):"))
    let afterOff = harness.standard.components(separatedBy: "Tracing off.").dropFirst().first ?? ""
    #expect(afterOff.contains("POST https://login.microsoftonline.com/c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b/oauth2/v2.0/token"))
    #expect(harness.error.contains("'zero' is not a positive number"))
  }

  @Test("Ctrl-C pressed after an entry ends but before the next prompt: the prompt starts a line of its own")
  func interruptBetweenEntries() throws {
    let harness = try ShellHarness([.line("1 + 1"), .line("2 + 2")], interactive: true, pendingInterrupts: [false, true, false])
    harness.run()
    // The terminal echoed `^C` where the prompt would go: a line break comes before the prompt (which
    // the line editor draws), and only then.
    #expect(harness.standard.contains("$R0: Int = 2\n\n$R1: Int = 4\n"), "\(harness.standard.debugDescription)")
    let quiet = try ShellHarness([.line("1 + 1"), .line("2 + 2")], interactive: true)
    quiet.run()
    #expect(quiet.standard.contains("$R0: Int = 2\n$R1: Int = 4\n"), "no Ctrl-C, no extra line")
  }

  @Test("Ctrl-C while typing a continued entry drops the whole entry")
  func cancelDropsTheEntry() throws {
    let harness = try ShellHarness([.line("func broken() {"), .line("  print(1)"), .cancelled, .line("print(2)")])
    harness.run()
    #expect(harness.standard == "\n2\n")
    #expect(harness.error.isEmpty)
  }

  @Test("the end of input in the middle of an entry reports what is missing")
  func endOfInputInsideAnEntry() throws {
    let harness = try ShellHarness(text: "if true {\n  print(1)")
    #expect(harness.run() == 1)
    #expect(harness.error.contains("error: expected '}'"))
  }

  @Test("prompts number the lines; continuation lines get a dot; piped input gets none")
  func prompts() throws {
    let interactive = try ShellHarness([.line("if true {"), .line("}"), .line("1")], interactive: true)
    interactive.run()
    #expect(interactive.input.prompts == ["  1> ", "  2. ", "  3> ", "  4> "])
    #expect(interactive.standard.hasPrefix("MSAL Migration Workbook"))
    let piped = try ShellHarness(text: "1")
    piped.run()
    #expect(piped.input.prompts.allSatisfy { $0.isEmpty })
    #expect(!piped.standard.contains("MSAL Migration Workbook"))
  }

  @Test("colour only where it is wanted: errors in red with colour, no escape codes without")
  func colour() throws {
    let coloured = try ShellHarness([.line("nope")], style: TextStyle(usesColor: true))
    coloured.run()
    #expect(coloured.error.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    let plain = try ShellHarness([.line("nope"), .line(":help"), .line(":keychain")])
    plain.run()
    #expect(!(plain.standard + plain.error).contains("\u{1B}"))
  }
}
