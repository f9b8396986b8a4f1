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

  /// The HTML document the service sends: readable text, a form, and the embedded `$Config` model.
  public var html: String {
    var lines = [
      "<!DOCTYPE html>", "<html><head><title>\(SignInPage.escape(title))</title></head>", "<body>",
      "<h1>\(SignInPage.escape(organization))</h1>", "<h2>\(SignInPage.escape(title))</h2>",
    ]
    if let username { lines.append("<p>\(SignInPage.escape(username))</p>") }
    for account in accounts {
      lines.append("<p>\(SignInPage.escape(account.displayName)) (\(SignInPage.escape(account.username)))</p>")
    }
    if !permissions.isEmpty {
      lines.append("<p>\(SignInPage.escape(appName)) wants to:</p><ul>")
      lines += permissions.map { "<li>\(SignInPage.escape($0.description))</li>" }
      lines.append("</ul>")
    }
    if let notice { lines.append("<p class=\"error\">\(SignInPage.escape(notice))</p>") }
    if let error { lines.append("<p class=\"error\">\(SignInPage.escape(error.code)): \(SignInPage.escape(error.message))</p>") }
    if let submitURL, let flowToken {
      lines.append("<form method=\"post\" action=\"\(SignInPage.escape(submitURL))\">")
      lines.append("<input type=\"hidden\" name=\"flowToken\" value=\"\(SignInPage.escape(flowToken))\">")
      lines.append("</form>")
    }
    let config = SignInPage.scriptSafe(JSONValue.object(json).compactText)
    lines.append("<script type=\"text/javascript\">//<![CDATA[")
    lines.append(SignInPage.configStart + config + SignInPage.configEnd + "</script>")
    lines.append("</body></html>")
    return lines.joinedText(separator: "\n")
  }

  /// Reads the page a sign-in response carries; nil when the response is not a sign-in page.
  public init?(response: HTTPResponse) {
    guard response.headers["Content-Type"]?.hasPrefix("text/html") == true else { return nil }
    guard let config = response.text.text(between: SignInPage.configStart, and: SignInPage.configEnd),
      let object = try? JSONValue.parse(String(config)).objectValue
    else { return nil }
    self.init(json: object)
  }

  // MARK: - Escaping (on scalars: Foundation's replacingOccurrences bridged each page through
  // NSString, a twentieth of a lesson's sign-in)

  /// HTML text: `&`, `<`, `>` and `"` as entities.
  private static func escape(_ text: String) -> String {
    let special: [UInt8] = [UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\"")]
    guard text.utf8.contains(where: special.contains) else { return text }
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// JSON inside a `<script>` element: `</` written `<\/`, so no string in it can end the element.
  private static func scriptSafe(_ json: String) -> String {
    guard json.utf8.contains(UInt8(ascii: "<")) else { return json }
    var safe = ""
    var afterLessThan = false
    for scalar in json.unicodeScalars {
      if afterLessThan && scalar == "/" { safe += "\\" }
      safe.unicodeScalars.append(scalar)
      afterLessThan = scalar == "<"
    }
    return safe
  }
}
