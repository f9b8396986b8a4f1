import Device
import Foundation
import IdentityCore
import IdentityPlatform
import SwiftScript
import Terminal
import TextCoding

/// The commands that show what is inside: HTTP traffic, the keychain, the world, tokens.
enum InspectionCommands {
  static let all: [ShellCommand] = [trace, keychain, browsers, world, decode]

  static let trace: ShellCommand = ShellCommand(
    name: "trace", arguments: "[on|full|off|last N]", summary: "the HTTP exchanges between the app and the service",
    details: """
      on:      print one line per exchange as it happens: method, URL, status, and the error with its \
      AADSTS code.
      full:    print each exchange in full as it happens: request line, headers, decoded query and form, \
      then the response with pretty JSON and decoded tokens; the client's and the service's side are labelled.
      off:     stop printing them.
      last N:  print the last N exchanges in full.
      With no argument: one line per exchange kept (the newest 500).
      Example: :trace on    then acquire a token silently, and watch the refresh-token grant.
      """, group: .inspection,
    completions: { _, index, _, _ in index == 0 ? ["on", "full", "off", "last"] : [] },
    run: { shell, argument throws(CommandError) in
      let session = shell.session
      let log = session.environment.platform.traffic
      let words = argument.split(separator: " ").map { $0.lowercased() }
      switch (words.first, words.count) {
      case (nil, _):
        let formatter = TrafficFormatter()
        guard !log.entries.isEmpty else {
          shell.print(shell.style.note("No exchanges yet: nothing has called the service in this world."))
          return
        }
        shell.print(log.entries.map(formatter.summary).joined(separator: "\n"))
        shell.print(shell.style.note("`:trace last N` shows the last N in full; `:trace on` (a line each) or `:trace full` shows them as they happen."))
      case ("on", 1):
        session.traceMode = .summary
        shell.print("Tracing on: one line per exchange as it happens (`:trace full` prints them in full).")
      case ("full", 1):
        session.traceMode = .full
        shell.print("Tracing in full: each exchange is printed whole as it happens (`:trace on` for one line each).")
      case ("off", 1):
        session.traceMode = .off
        shell.print("Tracing off.")
      case ("last", 2):
        guard let count = Int(words[1]), count > 0 else { throw CommandError("'\(words[1])' is not a positive number") }
        let entries = log.last(count)
        guard !entries.isEmpty else {
          shell.print(shell.style.note("No exchanges yet."))
          return
        }
        shell.print(entries.map { Shell.formatTrace($0, style: shell.style) }.joined(separator: "\n\n"))
      default:
        throw .usage("trace", ":trace on|full|off|last N")
      }
    })

  static let keychain: ShellCommand = ShellCommand(
    name: "keychain", summary: "the device's keychain items by access group, decoded",
    details: """
      Every item of every app, grouped by keychain access group, and within a group by cache: the \
      unified cache MSAL shares (and ADAL 2.7+ writes), and ADAL's legacy cache. Secrets are shortened.
      """, group: .inspection,
    run: { shell, argument throws(CommandError) in
      guard argument.isEmpty else { throw .usage("keychain", ":keychain") }
      shell.print(KeychainListing.render(shell.session.environment.device, style: shell.style))
    })

  static let browsers: ShellCommand = ShellCommand(
    name: "browsers", summary: "the device's web views: whose sign-in session each cookie jar holds",
    details: """
      Which sessions a sign-in page can reuse depends on the web view: ASWebAuthenticationSession \
      (MSAL's default) shares Safari's cookies with every app; SFSafariViewController and an embedded \
      WKWebView keep a jar per app; an ephemeral session keeps nothing. Each row is one jar and the \
      accounts its session cookie signs in.
      Example: :browsers    (after a sign-in, see which jar remembers it)
      """, group: .inspection,
    run: { shell, argument throws(CommandError) in
      guard argument.isEmpty else { throw .usage("browsers", ":browsers") }
      shell.print(BrowserListing.render(shell.session.environment, width: shell.terminalColumns))
    })

  static let world: ShellCommand = ShellCommand(
    name: "world", summary: "tenants, users, apps and APIs; the device, clock, policies and faults",
    details: "The directory of the simulated platform (docs/WORLD.md) as it is now, and the state you can switch.",
    group: .inspection,
    run: { shell, argument throws(CommandError) in
      guard argument.isEmpty else { throw .usage("world", ":world") }
      let environment = shell.session.environment
      let platform = environment.platform
      let now = [
        "scenario:  \(shell.session.scenario.rawValue)",
        "clock:     \(UTCTimestamp.iso8601(platform.clock.now))",
        "sign-in:   " + (shell.session.persona.map { "\($0) answers (:sign-in-as)" } ?? "no persona"),
        WorldStatus.fault(platform.fault),
        WorldStatus.policies(platform.policies),
      ].joined(separator: "\n")
      let sections = [
        platform.directory.summary(width: shell.terminalColumns),
        shell.style.bold("Now") + "\n" + now.indentingLines(by: "  "),
        shell.style.bold("Device (\(environment.device.platform.rawValue)); code runs as the app marked *") + "\n"
          + WorldStatus.apps(in: environment).indentingLines(by: "  "),
      ]
      shell.print(sections.joined(separator: "\n\n"))
    })

  static let decode: ShellCommand = ShellCommand(
    name: "decode", arguments: "JWT|EXPRESSION", summary: "a token's header and claims (or client_info)",
    details: """
      Paste a JWT (id or access token) or a client_info value; or name a String in the session:
      :decode result.accessToken    :decode result.idToken
      """, group: .inspection,
    run: { shell, argument throws(CommandError) in
      guard !argument.isEmpty else { throw .usage("decode", ":decode JWT") }
      if let description = TokenDescription.describe(argument) {
        shell.print(description)
        return
      }
      let value: Value
      do {
        value = try shell.session.evaluateExpression(argument)
      } catch {
        throw CommandError("'\(argument.prefix(40))' is neither a token (a JWT: header.payload.signature, or client_info) nor a String in the session")
      }
      let text: String
      switch value {
      case .string(let string), .optional(.string(let string)?): text = string
      case .optional(nil): throw CommandError("'\(argument)' is nil")
      default: throw CommandError("'\(argument)' is a \(value.typeName), not a token (a String)")
      }
      guard let description = TokenDescription.describe(text) else {
        // A token without a JWT's dots is opaque (a personal account's Graph token, say): no error of the learner's.
        if !text.isEmpty, !text.contains("."), !text.contains(" ") {
          shell.print(
            "'\(argument)' is an opaque token (\(text.count) characters, no JWT dots): only the service that "
              + "issued it can read it, and an app must not try. Its id token (`idToken`) is the app's to read.")
          return
        }
        throw CommandError("the value of '\(argument)' is not a JWT or client_info")
      }
      shell.print(description)
    })
}
