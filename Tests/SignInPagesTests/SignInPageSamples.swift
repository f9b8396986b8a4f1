import TextCoding

@testable import IdentityPlatform

/// Sign-in pages as the simulated service serves them, for renderer and presenter tests.
enum SignInPageSamples {
  static let submitURL = "https://login.microsoftonline.com/common/login"

  static let pickAccount = SignInPage(
    kind: .pickAccount, flowToken: "flow", submitURL: submitURL, appName: "Contoso Mail", organization: "Contoso",
    accounts: [
      .init(username: "adele@contoso.com", displayName: "Adele Vance"),
      .init(username: "alex@contoso.com", displayName: "Alex Wilber"),
    ])

  static let enterUsername = SignInPage(
    kind: .enterUsername, flowToken: "flow", submitURL: submitURL, appName: "Contoso Mail", organization: "Microsoft")

  static func enterPassword(notice: String? = nil) -> SignInPage {
    SignInPage(
      kind: .enterPassword, flowToken: "flow", submitURL: submitURL, appName: "Contoso Mail", organization: "Contoso",
      username: "adele@contoso.com", notice: notice)
  }

  static let approveMFA = SignInPage(
    kind: .approveMFA, flowToken: "flow", submitURL: submitURL, appName: "Contoso Mail", organization: "Contoso",
    username: "alex@contoso.com", mfaNumber: 42)

  static let permissions: [SignInPage.Permission] = [
    .init(scope: "User.Read", description: "Sign you in and read your profile", apiName: "Microsoft Graph", requiresAdmin: false),
    .init(scope: "Mail.Read", description: "Read your mail", apiName: "Microsoft Graph", requiresAdmin: false),
  ]

  static let longPermission = SignInPage.Permission(
    scope: "Mail.ReadWrite", description: "Read and write access to your mail, including the messages you delete",
    apiName: "Microsoft Graph", requiresAdmin: false)

  static let consent = SignInPage(
    kind: .consent, flowToken: "flow", submitURL: submitURL, appName: "Contoso Mail", organization: "Contoso",
    username: "adele@contoso.com", permissions: permissions)

  static let adminConsent = SignInPage(
    kind: .consent, flowToken: "flow", submitURL: submitURL, appName: "Contoso Mail", organization: "Contoso",
    username: "adele@contoso.com",
    permissions: [
      .init(
        scope: "Directory.Read.All", description: "Read directory data", apiName: "Microsoft Graph", requiresAdmin: true)
    ],
    needsAdminApproval: true)

  static let enterDeviceCode = SignInPage(
    kind: .enterDeviceCode, submitURL: "https://microsoft.com/devicelogin", appName: "", organization: "Microsoft")

  static let deviceSignedIn = SignInPage(
    kind: .deviceSignedIn, appName: "Contoso Mail", organization: "Contoso", username: "adele@contoso.com",
    notice: "You have signed in to the Contoso Mail application on your device. You may now close this window.")

  static let signedOut = SignInPage(kind: .signedOut, appName: "Contoso Mail", organization: "Microsoft")

  static let error = SignInPage(
    kind: .error, appName: "Contoso Mail", organization: "Microsoft",
    error: .init(
      code: "AADSTS50011",
      message: "The redirect URI 'msauth.com.contoso.mail://auth' specified in the request does not match the redirect URIs configured for the application.",
      traceID: "0a1b2c3d-trace", correlationID: "9f8e7d6c-correlation"))

  /// One page of every kind (both consent variants).
  static var all: [SignInPage] {
    [
      pickAccount, enterUsername, enterPassword(), enterPassword(notice: "Your account or password is incorrect."),
      approveMFA, consent, adminConsent, enterDeviceCode, deviceSignedIn, signedOut, error,
    ]
  }
}

/// Terminal output helpers for tests.
enum TerminalText {
  /// `text` without ANSI SGR escape codes.
  static func removingEscapes(_ text: String) -> String {
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == "\u{1B}", let end = text[index...].firstIndex(of: "m") {
        index = text.index(after: end)
        continue
      }
      result.append(text[index])
      index = text.index(after: index)
    }
    return result
  }

  /// The text inside a frame's lines (borders and padding removed), lines joined by spaces, so
  /// sentences can be found whatever their wrapping.
  static func content(of lines: [String]) -> String {
    lines.map(removingEscapes).map { line -> String in
      var line = Substring(line)
      if line.hasPrefix("│ ") { line = line.dropFirst(2) }
      if line.hasSuffix(" │") { line = line.dropLast(2) }
      return String(line).trimmingSpaces()
    }.filter { !$0.isEmpty }.joined(separator: " ")
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    String(String(drop(while: { $0 == " " }).reversed()).drop(while: { $0 == " " }).reversed())
  }
}
