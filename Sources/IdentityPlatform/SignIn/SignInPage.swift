import TextCoding

/// A page of the sign-in experience the authorize endpoint serves, as a model a web view can show.
///
/// The service sends it as an HTML page that embeds this model as JSON (`$Config={...}`, as the
/// real login page embeds its configuration); ``SignInPage/init(response:)`` reads it back.
public struct SignInPage: Equatable, Sendable {
  /// What the page asks for (or tells).
  public enum Kind: String, Equatable, Sendable {
    /// Pick one of the accounts already signed in to this browser, or use another.
    case pickAccount
    /// Type a username.
    case enterUsername
    /// Type the password of ``SignInPage/username``.
    case enterPassword
    /// Approve the sign-in on the Authenticator app (multi-factor authentication).
    case approveMFA
    /// Accept or decline the permissions the app asks for.
    case consent
    /// Type the code shown on the device (device-code flow).
    case enterDeviceCode
    /// Device-code sign-in finished; the user can close the page.
    case deviceSignedIn
    /// The user signed out.
    case signedOut
    /// Sign-in cannot continue; ``SignInPage/error`` says why.
    case error
  }

  /// An account offered on the account picker.
  public struct Account: Equatable, Sendable {
    public let username: String
    public let displayName: String
  }

  /// A permission listed on the consent page.
  public struct Permission: Equatable, Sendable {
    /// The scope value (`Mail.Read`).
    public let scope: String
    /// What the page says the app will be able to do.
    public let description: String
    /// The API's display name.
    public let apiName: String
    /// Whether only an administrator can grant it.
    public let requiresAdmin: Bool
  }

  /// The error shown on an error page.
  public struct PageError: Equatable, Sendable {
    /// `AADSTS50011`.
    public let code: String
    /// The message after the code.
    public let message: String
    /// The request's trace id.
    public let traceID: String
    /// The request's correlation id.
    public let correlationID: String
  }

  /// What the page asks for.
  public let kind: Kind
  /// The opaque token that ties answers to this sign-in (nil on final pages).
  public let flowToken: String?
  /// Where answers are posted (nil on final pages).
  public let submitURL: String?
  /// The app the user is signing in to.
  public let appName: String
  /// The organisation whose branding the page shows (`Contoso`, or `Microsoft` before the user is known).
  public let organization: String
  /// The account the page is about (password, MFA and consent pages).
  public let username: String?
  /// Accounts offered on the account picker.
  public let accounts: [Account]
  /// Permissions listed on the consent page.
  public let permissions: [Permission]
  /// Whether the consent page can only be approved by an administrator.
  public let needsAdminApproval: Bool
  /// A message under the field after a wrong answer (wrong password, unknown username).
  public let notice: String?
  /// The number to confirm in the Authenticator app (MFA pages).
  public let mfaNumber: Int?
  /// The error (error pages).
  public let error: PageError?

  /// Creates a page.
  public init(
    kind: Kind, flowToken: String? = nil, submitURL: String? = nil, appName: String, organization: String,
    username: String? = nil, accounts: [Account] = [], permissions: [Permission] = [], needsAdminApproval: Bool = false,
    notice: String? = nil, mfaNumber: Int? = nil, error: PageError? = nil
  ) {
    self.kind = kind
    self.flowToken = flowToken
    self.submitURL = submitURL
    self.appName = appName
    self.organization = organization
    self.username = username
    self.accounts = accounts
    self.permissions = permissions
    self.needsAdminApproval = needsAdminApproval
    self.notice = notice
    self.mfaNumber = mfaNumber
    self.error = error
  }

  /// The page's heading, as the real sign-in experience words it.
  public var title: String {
    switch kind {
    case .pickAccount: "Pick an account"
    case .enterUsername: "Sign in"
    case .enterPassword: "Enter password"
    case .approveMFA: "Approve sign in request"
    case .consent: needsAdminApproval ? "Need admin approval" : "Permissions requested"
    case .enterDeviceCode: "Enter code"
    case .deviceSignedIn: "You have signed in"
    case .signedOut: "You signed out of your account"
    case .error: "Sorry, but we're having trouble signing you in."
    }
  }
}

// MARK: - JSON form

extension SignInPage {
  /// The page as the JSON object embedded in the HTML.
  public var json: JSONObject {
    var object: JSONObject = [
      "kind": .string(kind.rawValue), "appName": .string(appName), "organization": .string(organization),
    ]
    if let flowToken { object["flowToken"] = .string(flowToken) }
    if let submitURL { object["submitURL"] = .string(submitURL) }
    if let username { object["username"] = .string(username) }
    if !accounts.isEmpty {
      object["accounts"] = .array(
        accounts.map { .object(["username": .string($0.username), "displayName": .string($0.displayName)]) })
    }
    if !permissions.isEmpty {
      object["permissions"] = .array(
        permissions.map {
          .object([
            "scope": .string($0.scope), "description": .string($0.description), "apiName": .string($0.apiName),
            "requiresAdmin": .bool($0.requiresAdmin),
          ])
        })
    }
    if needsAdminApproval { object["needsAdminApproval"] = true }
    if let notice { object["notice"] = .string(notice) }
    if let mfaNumber { object["mfaNumber"] = .int(mfaNumber) }
    if let error {
      object["error"] = .object([
        "code": .string(error.code), "message": .string(error.message), "traceID": .string(error.traceID),
        "correlationID": .string(error.correlationID),
      ])
    }
    return object
  }

  /// Reads a page back from its JSON object; nil when required fields are missing.
  public init?(json: JSONObject) {
    guard let kind = json["kind"]?.stringValue.flatMap(Kind.init(rawValue:)),
      let appName = json["appName"]?.stringValue, let organization = json["organization"]?.stringValue
    else { return nil }
    let accounts = (json["accounts"]?.arrayValue ?? []).compactMap { entry -> Account? in
      guard let username = entry["username"]?.stringValue, let name = entry["displayName"]?.stringValue else { return nil }
      return Account(username: username, displayName: name)
    }
    let permissions = (json["permissions"]?.arrayValue ?? []).compactMap { entry -> Permission? in
      guard let scope = entry["scope"]?.stringValue, let description = entry["description"]?.stringValue,
        let apiName = entry["apiName"]?.stringValue
      else { return nil }
      return Permission(
        scope: scope, description: description, apiName: apiName, requiresAdmin: entry["requiresAdmin"]?.boolValue ?? false)
    }
    var error: PageError?
    if let object = json["error"], let code = object["code"]?.stringValue, let message = object["message"]?.stringValue {
      error = PageError(
        code: code, message: message, traceID: object["traceID"]?.stringValue ?? "",
        correlationID: object["correlationID"]?.stringValue ?? "")
    }
    self.init(
      kind: kind, flowToken: json["flowToken"]?.stringValue, submitURL: json["submitURL"]?.stringValue, appName: appName,
      organization: organization, username: json["username"]?.stringValue, accounts: accounts, permissions: permissions,
      needsAdminApproval: json["needsAdminApproval"]?.boolValue ?? false, notice: json["notice"]?.stringValue,
      mfaNumber: json["mfaNumber"]?.intValue, error: error)
  }
}

// MARK: - HTML form

extension SignInPage {
  private static let configStart = "$Config="
  private static let configEnd = ";\n//]]>"

  /// The HTML document the service sends: a page a person can answer in a real browser (its forms
  /// post the fields ``SignInAnswer`` reads, with the real page's element ids), and the embedded
  /// `$Config` model a web view reads back with ``SignInPage/init(response:)``.
  public var html: String {
    let e = HTMLText.escaped
    var lines = [
      "<!DOCTYPE html>", "<html lang=\"en\"><head><meta charset=\"utf-8\">",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
      "<title>\(e(title))</title>", "<style>\(SignInPage.styleSheet)</style></head>", "<body><main class=\"card\">",
      "<p class=\"banner\">Simulated sign-in: the MSAL Migration Workbook, not Microsoft</p>",
      "<div class=\"organization\">\(e(organization))</div>",
    ]
    if let username, kind != .enterUsername { lines.append("<div class=\"identity\" id=\"displayName\">\(e(username))</div>") }
    lines.append("<h1 id=\"loginHeader\">\(e(title))</h1>")
    lines += bodyLines
    lines.append("</main>")
    let config = HTMLText.scriptSafe(JSONValue.object(json).compactText)
    lines.append("<script type=\"text/javascript\">//<![CDATA[")
    lines.append(SignInPage.configStart + config + SignInPage.configEnd + "</script>")
    lines.append("</body></html>")
    return lines.joinedText(separator: "\n")
  }

  /// The page's own content and forms.
  private var bodyLines: [String] {
    let e = HTMLText.escaped
    var lines: [String] = []
    let notices = notice.map { ["<p class=\"error\" role=\"alert\" id=\"usernameError\">\(e($0))</p>"] } ?? []
    let submit = { (label: String) in
      "<div class=\"buttons\"><input type=\"submit\" id=\"idSIButton9\" value=\"\(label)\"></div>"
    }
    switch kind {
    case .pickAccount:
      lines += form(action: "pickAccount") {
        accounts.map {
          "<button type=\"submit\" class=\"tile\" name=\"login\" value=\"\(e($0.username))\">"
            + "\(e($0.displayName))<small>\(e($0.username))</small></button>"
        }
      }
      lines += form(action: "useAnotherAccount") {
        ["<button type=\"submit\" class=\"tile\" id=\"otherTile\">Use another account</button>"]
      }
      lines += notices
    case .enterUsername:
      lines += notices
      lines += form(action: "username") {
        [
          "<input type=\"email\" name=\"login\" id=\"i0116\" placeholder=\"Email, phone, or Skype\" "
            + "value=\"\(e(username ?? ""))\" autocomplete=\"username\" autofocus required>",
          submit("Next"),
        ]
      }
    case .enterPassword:
      lines += notices
      lines += form(action: "password") {
        [
          "<input type=\"password\" name=\"passwd\" id=\"i0118\" placeholder=\"Password\" "
            + "autocomplete=\"current-password\" autofocus required>",
          submit("Sign in"),
        ]
      }
    case .approveMFA:
      lines.append("<p>Open your Authenticator app, and enter the number shown to sign in.</p>")
      if let mfaNumber { lines.append("<div class=\"number\" id=\"idRichContext_DisplaySign\">\(mfaNumber)</div>") }
      lines.append(
        "<p class=\"note\">The Authenticator app is simulated: choose here what you do on your phone.</p>")
      lines += notices
      lines += form(action: "mfa") {
        [
          "<div class=\"buttons\"><button type=\"submit\" class=\"secondary\" id=\"idBtn_Back\" name=\"approve\" "
            + "value=\"false\">Deny</button>",
          "<button type=\"submit\" id=\"idSIButton9\" name=\"approve\" value=\"true\">Approve</button></div>",
        ]
      }
    case .consent:
      if needsAdminApproval {
        lines.append(
          "<p>\(e(appName)) needs permission to access resources in your organization that only an admin can "
            + "grant. Please ask an admin to grant permission to this app before you can use it.</p>")
      } else {
        lines.append("<p><strong>\(e(appName))</strong> needs permission to:</p>")
      }
      lines.append("<ul class=\"permissions\">")
      lines += permissions.map {
        "<li>\(e($0.description))<small>\(e($0.apiName)): \(e($0.scope))"
          + ($0.requiresAdmin ? " (admin consent required)" : "") + "</small></li>"
      }
      lines.append("</ul>")
      lines += notices
      if needsAdminApproval {
        lines += form(action: "consent") {
          [
            "<div class=\"buttons\"><button type=\"submit\" class=\"secondary\" id=\"idBtn_Back\" name=\"accept\" "
              + "value=\"false\">Return to the application without granting consent</button></div>"
          ]
        }
      } else {
        lines.append(
          "<p class=\"note\">Accepting these permissions means that you allow this app to use your data as "
            + "specified in their terms of service and privacy statement.</p>")
        lines += form(action: "consent") {
          [
            "<div class=\"buttons\"><button type=\"submit\" class=\"secondary\" id=\"idBtn_Back\" name=\"accept\" "
              + "value=\"false\">Cancel</button>",
            "<button type=\"submit\" id=\"idSIButton9\" name=\"accept\" value=\"true\">Accept</button></div>",
          ]
        }
      }
    case .enterDeviceCode:
      lines.append("<p>Enter the code displayed on your app or device.</p>")
      lines += notices
      lines += form(action: nil) {
        [
          "<input type=\"text\" name=\"otc\" id=\"otc\" placeholder=\"Code\" autocomplete=\"off\" autofocus required>",
          submit("Next"),
        ]
      }
    case .deviceSignedIn, .signedOut:
      if let notice { lines.append("<p id=\"message\">\(e(notice))</p>") }
      if kind == .signedOut { lines.append("<p>It's a good idea to close all browser windows.</p>") }
    case .error:
      if let error {
        lines.append("<p class=\"error\" id=\"errorMessage\">\(e(error.code)): \(e(error.message))</p>")
        lines.append("<dl class=\"details\"><dt>Request Id</dt><dd>\(e(error.traceID))</dd>")
        lines.append("<dt>Correlation Id</dt><dd>\(e(error.correlationID))</dd></dl>")
      }
      lines += notices
    }
    return lines
  }

  /// A form posting to ``submitURL`` with the flow token and (when there is one) the answer's
  /// `action` field; nothing on a page that takes no answer.
  private func form(action: String?, _ controls: () -> [String]) -> [String] {
    guard let submitURL else { return [] }
    let e = HTMLText.escaped
    var lines = ["<form method=\"post\" action=\"\(e(submitURL))\">"]
    if let flowToken { lines.append("<input type=\"hidden\" name=\"flowToken\" value=\"\(e(flowToken))\">") }
    if let action { lines.append("<input type=\"hidden\" name=\"action\" value=\"\(e(action))\">") }
    lines += controls()
    lines.append("</form>")
    return lines
  }

  /// The pages' look: a card in the middle of the window, in the real pages' spirit.
  private static let styleSheet = """
    body{margin:0;background:#f2f2f2;font-family:"Segoe UI",Helvetica,Arial,sans-serif;color:#1b1b1b}\
    .card{max-width:440px;margin:48px auto;background:#fff;padding:36px 44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}\
    .banner{margin:0 0 16px;padding:6px 8px;background:#fff4ce;font-size:13px}\
    .organization{font-weight:600;font-size:15px;color:#505050}.identity{margin-top:12px;font-size:15px}\
    h1{font-size:24px;font-weight:600;margin:12px 0 16px}\
    input[type=email],input[type=password],input[type=text]{width:100%;box-sizing:border-box;padding:6px 0;\
    border:0;border-bottom:1px solid #666;font-size:15px;outline:none}\
    .buttons{display:flex;justify-content:flex-end;gap:8px;margin-top:24px}\
    input[type=submit],button{min-width:108px;padding:6px 12px;font-size:15px;border:0;background:#0067b8;\
    color:#fff;cursor:pointer}button.secondary{background:#ccc;color:#000}\
    button.tile{display:block;width:100%;text-align:left;background:#fff;color:#1b1b1b;padding:12px;\
    border-bottom:1px solid #e6e6e6}button.tile small,.permissions small{display:block;color:#666}\
    .error{color:#e81123}.note{font-size:13px;color:#505050}.number{font-size:40px;font-weight:600;margin:12px 0}\
    .details{font-size:13px;color:#505050}
    """

  /// Reads the page a sign-in response carries; nil when the response is not a sign-in page.
  public init?(response: HTTPResponse) {
    guard response.headers["Content-Type"]?.hasPrefix("text/html") == true else { return nil }
    guard let config = response.text.text(between: SignInPage.configStart, and: SignInPage.configEnd),
      let object = try? JSONValue.parse(String(config)).objectValue
    else { return nil }
    self.init(json: object)
  }
}
