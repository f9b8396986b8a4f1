import IdentityPlatform
import Terminal

/// Draws a sign-in page of the simulated service as a framed sheet in the terminal: the host in the
/// top border, the organization's branding, the page's title and account, what the page asks, any
/// notice under the field, and a footer saying how to cancel.
///
/// Rendering is pure: the same page, app name, width and style always give the same lines, each
/// exactly ``width`` columns wide (measured in Characters) once the style's escape codes are removed.
public struct SignInPageRenderer: Sendable {
  /// The widths a frame can have; wider or narrower terminals get the nearest.
  public static let widthRange = 40...76
  /// The footer every page ends with.
  public static let footer = "Esc or Ctrl-C cancels"
  /// The frame's title when the page does not say where it was served from.
  public static let untitledSheet = "Sign in"

  /// The width of every line drawn (the requested width clamped to ``widthRange``).
  public let width: Int
  /// The colours (none for ``TextStyle/plain``).
  public let style: TextStyle

  /// A renderer for a terminal `width` columns wide.
  public init(width: Int, style: TextStyle) {
    self.width = min(max(width, Self.widthRange.lowerBound), Self.widthRange.upperBound)
    self.style = style
  }

  /// The lines that draw `page`, shown by the app named `appName` (the page's own app name when
  /// empty); a password page names `simulatedPassword`, the user's password in the simulated world.
  public func render(_ page: SignInPage, appName: String, simulatedPassword: String? = nil) -> [String] {
    let appName = appName.isEmpty ? page.appName : appName
    var rows: [TerminalFrame.Row] = [.blank, .paragraph(page.organization, .bold), .blank]
    if let username = page.username, page.kind != .enterUsername { rows.append(.paragraph(username, .dim)) }
    rows += [.paragraph(page.title, .bold), .blank]
    rows += body(of: page, appName: appName)
    if let simulatedPassword {
      rows += [.blank, .paragraph("Simulated world: the password is \(simulatedPassword) (:world lists every user's).", .dim)]
    }
    rows += [.blank, .divider, .paragraph(Self.footer, .dim)]
    let singleSpaced = rows.indices.filter { $0 == 0 || rows[$0] != .blank || rows[$0 - 1] != .blank }.map { rows[$0] }
    return TerminalFrame(width: width, style: style).draw(title: Self.sheetTitle(of: page), rows: singleSpaced)
  }

  /// The host the page was served from (`login.microsoftonline.com`), or "Sign in" when the page
  /// does not say (error and final pages post nowhere).
  public static func sheetTitle(of page: SignInPage) -> String {
    guard let url = page.submitURL, let schemeEnd = url.range(of: "://") else { return untitledSheet }
    let host = url[schemeEnd.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    return host.isEmpty ? untitledSheet : String(host)
  }

  // MARK: - Each kind of page

  private func body(of page: SignInPage, appName: String) -> [TerminalFrame.Row] {
    switch page.kind {
    case .pickAccount: return accountList(page) + notice(page)
    case .enterUsername:
      var rows: [TerminalFrame.Row] = [.paragraph("to continue to \(appName)")]
      if let hint = page.username { rows.append(.paragraph("Suggested account: \(hint)", .dim)) }
      return rows + notice(page)
    case .enterPassword: return notice(page)
    case .approveMFA: return authenticatorRequest(page) + notice(page)
    case .consent: return consent(page, appName: appName) + notice(page)
    case .enterDeviceCode:
      return [.paragraph("Enter the code displayed on your app or device.")] + notice(page)
    case .deviceSignedIn:
      return page.notice.map { [.paragraph($0)] } ?? [.paragraph("You may now close this window.")]
    case .signedOut:
      return [.paragraph("It's a good idea to close all browser windows.")] + notice(page)
    case .error: return errorDetails(page)
    }
  }

  private func accountList(_ page: SignInPage) -> [TerminalFrame.Row] {
    var rows: [TerminalFrame.Row] = []
    for (index, account) in page.accounts.enumerated() {
      rows.append(.item(marker: Self.choiceMarker(index + 1), text: account.displayName, tone: .bold))
      rows.append(.paragraph(account.username, .dim, indent: 3))
    }
    rows.append(.item(marker: Self.choiceMarker(page.accounts.count + 1), text: "Use another account", tone: .note))
    return rows
  }

  /// "1  ": a choice's number and the space before its text.
  private static func choiceMarker(_ number: Int) -> String {
    "\(number)".padding(toWidth: 2) + " "
  }

  private func authenticatorRequest(_ page: SignInPage) -> [TerminalFrame.Row] {
    var rows: [TerminalFrame.Row] = [
      .paragraph("Open your Authenticator app, and enter the number shown to sign in.")
    ]
    if let number = page.mfaNumber {
      let big = BigDigits.rows(for: number)
      rows.append(.blank)
      if big.allSatisfy({ $0.count <= width - 4 }) {
        rows += big.map { .centered($0, .bold) }
      } else {
        rows.append(.centered("\(number)", .bold))
      }
      rows.append(.blank)
    }
    rows.append(.paragraph("Approve (y)    Deny (n)", .note))
    return rows
  }

  private func consent(_ page: SignInPage, appName: String) -> [TerminalFrame.Row] {
    var rows: [TerminalFrame.Row] = []
    if page.needsAdminApproval {
      rows.append(
        .paragraph(
          "\(appName) needs permission to access resources in your organization that only an admin can grant. "
            + "Ask an admin to grant permission to this app before you can use it."))
      rows.append(.blank)
    }
    rows.append(.paragraph("\(appName) wants to:"))
    for permission in page.permissions {
      rows.append(.item(marker: "• ", text: permission.description, tone: .plain))
      let admin = permission.requiresAdmin ? " · admin only" : ""
      rows.append(.paragraph("\(permission.scope) · \(permission.apiName)\(admin)", .dim, indent: 2))
    }
    rows.append(.blank)
    if page.needsAdminApproval {
      rows.append(.paragraph("Only an admin can approve. Cancel (Enter)", .note))
    } else {
      rows.append(
        .paragraph(
          "Accepting these permissions means that you allow this app to use your data as specified.", .dim))
      rows.append(.blank)
      rows.append(.paragraph("Accept (a)    Cancel (c)", .note))
    }
    return rows
  }

  private func errorDetails(_ page: SignInPage) -> [TerminalFrame.Row] {
    guard let error = page.error else { return [.paragraph("Something went wrong.", .error)] }
    return [
      .paragraph("\(error.code): \(error.message)", .error), .blank,
      .paragraph("Trace ID: \(error.traceID)", .dim), .paragraph("Correlation ID: \(error.correlationID)", .dim),
      .blank, .paragraph("Close (Enter)", .note),
    ]
  }

  private func notice(_ page: SignInPage) -> [TerminalFrame.Row] {
    guard let notice = page.notice else { return [] }
    return [.blank, .paragraph(notice, .error)]
  }
}

extension String {
  /// The string followed by spaces up to `width` Characters (unchanged when already as long).
  fileprivate func padding(toWidth width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
