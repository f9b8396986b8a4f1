/// What a person (or a scripted user) answers on a ``SignInPage``.
public enum SignInAnswer: Equatable, Sendable {
  /// Chooses a signed-in account on the picker.
  case pickAccount(username: String)
  /// Chooses "Use another account" on the picker.
  case useAnotherAccount
  /// Types a username.
  case username(String)
  /// Types a password.
  case password(String)
  /// Approves or denies the MFA request in the Authenticator app.
  case mfa(approve: Bool)
  /// Accepts or declines the permissions.
  case consent(accept: Bool)
  /// Types the code shown on the device.
  case deviceCode(String)

  /// The form fields that carry this answer (posted with the page's `flowToken`).
  public func formFields(flowToken: String?) -> FormParameters {
    var form = FormParameters()
    if let flowToken { form["flowToken"] = flowToken }
    switch self {
    case .pickAccount(let username):
      form["action"] = "pickAccount"
      form["login"] = username
    case .useAnotherAccount:
      form["action"] = "useAnotherAccount"
    case .username(let username):
      form["action"] = "username"
      form["login"] = username
    case .password(let password):
      form["action"] = "password"
      form["passwd"] = password
    case .mfa(let approve):
      form["action"] = "mfa"
      form["approve"] = approve ? "true" : "false"
    case .consent(let accept):
      form["action"] = "consent"
      form["accept"] = accept ? "true" : "false"
    case .deviceCode(let code):
      form["otc"] = code
    }
    return form
  }

  /// Reads an answer from posted form fields; nil when the fields do not make one.
  public init?(form: FormParameters) {
    switch form["action"] {
    case "pickAccount": guard let login = form["login"] else { return nil }; self = .pickAccount(username: login)
    case "useAnotherAccount": self = .useAnotherAccount
    case "username": guard let login = form["login"] else { return nil }; self = .username(login)
    case "password": guard let password = form["passwd"] else { return nil }; self = .password(password)
    case "mfa": self = .mfa(approve: form["approve"] == "true")
    case "consent": self = .consent(accept: form["accept"] == "true")
    case nil:
      guard let code = form["otc"] else { return nil }
      self = .deviceCode(code)
    default: return nil
    }
  }

  /// The page kind this answer belongs to.
  var pageKind: SignInPage.Kind {
    switch self {
    case .pickAccount, .useAnotherAccount: .pickAccount
    case .username: .enterUsername
    case .password: .enterPassword
    case .mfa: .approveMFA
    case .consent: .consent
    case .deviceCode: .enterDeviceCode
    }
  }
}
