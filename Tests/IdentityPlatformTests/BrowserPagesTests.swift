import Foundation
@testable import IdentityPlatform
import Testing
import TextCoding

// MARK: - Reading forms as a browser does

/// The forms of an HTML page, read the way a browser submits them: hidden fields as they are,
/// fields a person types into, and the submit buttons that add their own name and value.
private struct HTMLForm {
  struct Button {
    let name: String?
    let value: String?
    let label: String
  }

  let action: String
  let hidden: [(String, String)]
  let typed: [String]
  let buttons: [Button]

  /// Every `<form>` of `html`.
  static func all(in html: String) -> [HTMLForm] {
    html.matches(of: /<form ([^>]*)>(.*?)<\/form>/.dotMatchesNewlines()).map { match in
      let body = String(match.output.2)
      let inputs = body.matches(of: /<input ([^>]*)>/).map { attributes(String($0.output.1)) }
      let buttons = body.matches(of: /<button ([^>]*)>(.*?)<\/button>/.dotMatchesNewlines()).map { button in
        let attributes = attributes(String(button.output.1))
        return Button(name: attributes["name"], value: attributes["value"], label: String(button.output.2))
      }
      return HTMLForm(
        action: attributes(String(match.output.1))["action"] ?? "",
        hidden: inputs.filter { $0["type"] == "hidden" }.map { ($0["name"] ?? "", $0["value"] ?? "") },
        typed: inputs.filter { ["email", "password", "text"].contains($0["type"]) }.compactMap { $0["name"] },
        buttons: buttons + inputs.filter { $0["type"] == "submit" }.map { Button(name: nil, value: nil, label: $0["value"] ?? "") })
    }
  }

  /// The fields the browser posts when a person types `typing` and presses the button whose value
  /// is `pressing` (or the only button).
  func submit(typing: [String: String] = [:], pressing value: String? = nil) throws -> FormParameters {
    var fields = FormParameters()
    for (name, value) in hidden { fields[name] = value }
    for name in typed { fields[name] = try #require(typing[name], "the form has a field '\(name)' to type into") }
    let button = try #require(value == nil ? buttons.first : buttons.first { $0.value == value })
    if let name = button.name, let value = button.value { fields[name] = value }
    return fields
  }

  private static func attributes(_ text: String) -> [String: String] {
    var attributes: [String: String] = [:]
    for match in text.matches(of: /([a-zA-Z_-]+)="([^"]*)"/) {
      attributes[String(match.output.1)] = String(match.output.2)
        .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
        .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }
    return attributes
  }
}

@Suite("Pages a real browser can answer")
struct BrowserPagesTests {
  let platform = IdentityPlatform()
  static let submitURL = "https://login.microsoftonline.com/common/login"

  private func page(_ kind: SignInPage.Kind, flowToken: String? = "flow-1", notice: String? = nil, admin: Bool = false)
    -> SignInPage
  {
    SignInPage(
      kind: kind, flowToken: flowToken, submitURL: Self.submitURL, appName: "Contoso Mail", organization: "Contoso",
      username: "adele@contoso.com",
      accounts: [
        .init(username: "adele@contoso.com", displayName: "Adele Vance"), .init(username: "alex@contoso.com", displayName: "Alex Wilber"),
      ],
      permissions: [.init(scope: "User.Read", description: "Sign you in and read your profile", apiName: "Microsoft Graph", requiresAdmin: admin)],
      needsAdminApproval: admin, notice: notice, mfaNumber: 42)
  }

  private func answer(_ fields: FormParameters) -> SignInAnswer? { SignInAnswer(form: fields) }

  // MARK: - Forms

  @Test("the username, password and device-code pages post what a person types, with the flow token, to the page's address")
  func typedAnswers() throws {
    let username = try #require(HTMLForm.all(in: page(.enterUsername).html).first)
    #expect(username.action == Self.submitURL)
    let typedUsername = try username.submit(typing: ["login": "adele@contoso.com"])
    #expect(typedUsername["flowToken"] == "flow-1")
    #expect(answer(typedUsername) == .username("adele@contoso.com"))
    let password = try #require(HTMLForm.all(in: page(.enterPassword).html).first)
    #expect(answer(try password.submit(typing: ["passwd": "Contoso!2019"])) == .password("Contoso!2019"))
    let deviceCode = try #require(HTMLForm.all(in: page(.enterDeviceCode, flowToken: nil).html).first)
    let typedCode = try deviceCode.submit(typing: ["otc": "ABCD2345E"])
    #expect(typedCode["flowToken"] == nil)
    #expect(answer(typedCode) == .deviceCode("ABCD2345E"))
  }

  @Test("the MFA, consent and account-picker pages post the button a person presses")
  func pressedAnswers() throws {
    let mfa = try #require(HTMLForm.all(in: page(.approveMFA).html).first)
    #expect(answer(try mfa.submit(pressing: "true")) == .mfa(approve: true))
    #expect(answer(try mfa.submit(pressing: "false")) == .mfa(approve: false))
    #expect(page(.approveMFA).html.contains(">42</div>"), "the number to enter in the Authenticator app is shown")
    let consent = try #require(HTMLForm.all(in: page(.consent).html).first)
    #expect(answer(try consent.submit(pressing: "true")) == .consent(accept: true))
    #expect(answer(try consent.submit(pressing: "false")) == .consent(accept: false))
    let adminOnly = try #require(HTMLForm.all(in: page(.consent, admin: true).html).first)
    #expect(adminOnly.buttons.map(\.value) == ["false"], "only an administrator could accept: the page offers to go back")
    let picker = HTMLForm.all(in: page(.pickAccount).html)
    #expect(picker.count == 2)
    #expect(answer(try picker[0].submit(pressing: "alex@contoso.com")) == .pickAccount(username: "alex@contoso.com"))
    #expect(answer(try picker[1].submit()) == .useAnotherAccount)
  }

  @Test("pages that end a sign-in take no answer; an error page shows its code and ids")
  func finalPages() throws {
    for kind in [SignInPage.Kind.deviceSignedIn, .signedOut] {
      #expect(HTMLForm.all(in: page(kind, notice: "You may now close this window.").html).isEmpty)
    }
    let error = SignInPage(
      kind: .error, appName: "", organization: "Microsoft",
      error: .init(code: "AADSTS50011", message: "The redirect URI does not match.", traceID: "t-1", correlationID: "c-1"))
    #expect(HTMLForm.all(in: error.html).isEmpty)
    #expect(error.html.contains("AADSTS50011: The redirect URI does not match."))
    #expect(error.html.contains("<dd>t-1</dd>") && error.html.contains("<dd>c-1</dd>"))
  }

  // MARK: - Loopback redirects and form_post

  @Test("a loopback redirect URI matches the registered http://localhost on any port, and nothing else does")
  func loopbackRedirects() throws {
    func firstPage(_ redirectURI: String, clientID: String = World.ClientID.contosoMailTest) throws -> SignInPage? {
      let client = MSALWireClient(platform: platform, clientID: clientID, redirectURI: redirectURI)
      guard case .page(let page) = try client.authorize(as: nil, scopes: ["User.Read"]) else { return nil }
      return page
    }
    #expect(try firstPage("http://localhost:54321")?.kind == .enterUsername)
    #expect(try firstPage("http://localhost")?.kind == .enterUsername)
    for refused in ["http://localhost:54321/callback", "http://localhost.example.com:1", "https://localhost:1", "http://127.0.0.1:1"] {
      #expect(try firstPage(refused)?.error?.code == "AADSTS50011", "\(refused)")
    }
    #expect(try firstPage("http://localhost:1", clientID: World.ClientID.contosoMail)?.error?.code == "AADSTS50011")
  }

  @Test("response_mode=form_post ends on a page whose form posts the code and state to the redirect URI")
  func formPost() throws {
    let client = MSALWireClient(platform: platform, clientID: World.ClientID.contosoMailTest, redirectURI: "http://localhost:40123")
    let adele = try #require(ScriptedUser(username: "adele@contoso.com", in: platform.directory))
    let step = try client.authorize(as: adele, scopes: ["User.Read"], extra: [("response_mode", "form_post")])
    guard case .response(let response) = step else { Issue.record("expected the form_post page, got \(step)"); return }
    #expect(response.status == 200)
    #expect(response.text.contains("document.forms[0].submit()"))
    let form = try #require(HTMLForm.all(in: response.text).first)
    #expect(form.action == "http://localhost:40123")
    let fields = try form.submit()
    #expect(fields["state"] == client.lastState)
    #expect(fields["client_info"] != nil)
    let code = try #require(fields["code"])
    #expect(try client.redeem(code: code, scopes: ["User.Read"]).status == 200)

    // An error goes the same way: prompt=none with no session in this new browser.
    let silent = MSALWireClient(platform: platform, clientID: World.ClientID.contosoMailTest, redirectURI: "http://localhost:40123")
    guard case .response(let failed) = try silent.authorize(as: nil, scopes: ["User.Read"], prompt: "none", extra: [("response_mode", "form_post")])
    else { Issue.record("expected the form_post page"); return }
    let errorFields = try #require(HTMLForm.all(in: failed.text).first).submit()
    #expect(errorFields["error"] == "login_required")
    #expect(errorFields["error_description"]?.hasPrefix("AADSTS50058") == true)
  }

  // MARK: - Device codes approved by a scripted user

  @Test("a device code approved by --approve-device-codes-as accepts the consent page: a personal account gets tokens")
  func approverConsents() throws {
    platform.deviceCodeApprover = "sam@outlook.com"
    func deviceCode(scope: String) throws -> HTTPResponse {
      let start = try platform.send(
        .postForm(
          "https://login.microsoftonline.com/consumers/oauth2/v2.0/devicecode",
          form: ["client_id": World.ClientID.contosoMailTest, "scope": scope + " offline_access openid profile"]))
      let code = try #require(start.jsonBody?["device_code"]?.stringValue)
      let form: FormParameters = [
        "grant_type": "urn:ietf:params:oauth:grant-type:device_code", "client_id": World.ClientID.contosoMailTest,
        "device_code": code,
      ]
      return try platform.send(.postForm("https://login.microsoftonline.com/consumers/oauth2/v2.0/token", form: form))
    }
    let granted = try deviceCode(scope: "User.Read")
    #expect(granted.status == 200, "\(granted.text)")
    expectServiceError(
      try deviceCode(scope: "Directory.Read.All"), error: "invalid_grant", code: 65001, suberror: "consent_required")
  }
}
