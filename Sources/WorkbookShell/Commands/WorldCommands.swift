import Device
import Foundation
import IdentityCore
import IdentityPlatform
import Scenarios
import TextCoding

/// The commands that change the simulated world: scenario, persona, clock, policies, faults, app.
enum WorldCommands {
  static let all: [ShellCommand] = [scenario, signInAs, clock, policy, fault, passwordReset, runAs]

  static let scenario: ShellCommand = ShellCommand(
    name: "scenario", arguments: "[NAME]", summary: "start over in a named world (no name: list them)",
    details: """
      Each scenario is a starting state of the device and the world (docs/WORLD.md), reached by really \
      signing in against the simulated platform. Starting one replaces the world and forgets the \
      session's variables.
      Example: :scenario adal-2.6-signed-in
      """, group: .world,
    completions: { _, index, _, _ in index == 0 ? Scenario.allCases.map(\.rawValue) : [] },
    run: { shell, argument throws(CommandError) in
      guard !argument.isEmpty else {
        let width = Scenario.allCases.map(\.rawValue.count).max() ?? 0
        shell.print(
          Scenario.allCases.map { scenario in
            let mark = scenario == shell.session.scenario ? "*" : " "
            return "\(mark) " + scenario.rawValue.padding(toLength: width + 2, withPad: " ", startingAt: 0) + scenario.summary
          }.joined(separator: "\n"))
        return
      }
      guard let scenario = Scenario(rawValue: argument.lowercased()) else {
        let names = Scenario.allCases.map(\.rawValue)
        throw CommandError("no scenario '\(argument)'; choose one of: \(names.joined(separator: ", "))")
      }
      try shell.restart(in: scenario)
      shell.lessons.leave()
      shell.print(shell.style.success("Scenario \(scenario.rawValue)") + ": \(scenario.summary). Variables cleared.")
    })

  static let signInAs: ShellCommand = ShellCommand(
    name: "sign-in-as", arguments: "[USER|off]",
    summary: "who answers the sign-in page for you (no argument: who does now)",
    details: """
      The persona types their password, approves MFA and accepts consent whenever code shows the \
      sign-in page. Without one, the page is drawn here for you to answer; when input is not a \
      terminal, the sign-in is cancelled (the app gets MSALErrorUserCanceled, -50005).
      Example: :sign-in-as adele@contoso.com    :sign-in-as off
      """, group: .world,
    completions: { shell, index, _, _ in
      index == 0 ? shell.session.environment.platform.directory.users.map(\.userPrincipalName) + ["off"] : []
    },
    run: { shell, argument throws(CommandError) in
      let session = shell.session
      guard !argument.isEmpty else {
        if let persona = session.persona {
          shell.print("\(persona) answers sign-in pages.")
        } else {
          shell.print(shell.isInteractive ? "You answer sign-in pages (they are drawn here)." : "Nobody answers sign-in pages (input is not a terminal).")
        }
        return
      }
      if ["off", "none", "nobody"].contains(argument.lowercased()) {
        session.setPersona(nil)
        shell.print(shell.isInteractive ? "You answer sign-in pages again." : "Nobody answers sign-in pages now.")
        return
      }
      guard session.setPersona(argument) else {
        let users = session.environment.platform.directory.users.map(\.userPrincipalName)
        throw CommandError("no user '\(argument)' in the simulated world; one of: \(users.joined(separator: ", ")) (see :world)")
      }
      shell.print("\(session.persona ?? argument) answers sign-in pages now (password, MFA approval, consent).")
    })

  static let clock: ShellCommand = ShellCommand(
    name: "clock", arguments: "[+DURATION]", summary: "the simulated time, or move it forward (+2h, +90m, +1d)",
    details: """
      Every expiry (access tokens after 1 hour, authorization codes, refresh tokens after 90 days) \
      follows the simulated clock, which moves only when you move it. Units: s, m, h, d, w; combine them: +1h30m.
      Example: :clock +2h    (the cached access token has expired: the next silent call refreshes it)
      """, group: .world,
    completions: { _, index, _, _ in index == 0 ? ["+1h", "+2h", "+1d", "+91d"] : [] },
    run: { shell, argument throws(CommandError) in
      let clock = shell.session.environment.platform.clock
      guard !argument.isEmpty else {
        shell.print("The simulated clock reads \(UTCTimestamp.iso8601(clock.now)).")
        return
      }
      guard let advance = ClockAdvance(argument) else {
        throw CommandError("'\(argument)' is not a duration; write + then amounts with units, e.g. +2h, +90m, +1d12h (the clock only moves forward)")
      }
      clock.advance(by: advance.seconds)
      shell.print("The clock moved \(ClockAdvance.describe(advance.seconds)) forward: \(UTCTimestamp.iso8601(clock.now)).")
    })

  static let policy: ShellCommand = ShellCommand(
    name: "policy", arguments: "[mfa|compliance on|off]", summary: "switch Conditional Access policies",
    details: """
      mfa: the MFA policy of the world: Alex Wilber (alex@contoso.com) must use multi-factor \
      authentication. Silent requests then fail with AADSTS50076 (MSAL: interaction required); the \
      sign-in page asks for approval in Authenticator.
      compliance: every user must sign in from a compliant, registered device (AADSTS53000).
      Example: :policy mfa on    :policy    (shows which are on)
      """, group: .world,
    completions: { _, index, _, _ in index == 0 ? ["mfa", "compliance"] : index == 1 ? ["on", "off"] : [] },
    run: { shell, argument throws(CommandError) in
      let platform = shell.session.environment.platform
      let words = argument.split(separator: " ").map { $0.lowercased() }
      if words.isEmpty {
        shell.print(WorldStatus.policies(platform.policies))
        return
      }
      guard words.count == 2, ["on", "off"].contains(words[1]) else {
        throw .usage("policy", ":policy mfa on|off  or  :policy compliance on|off")
      }
      let on = words[1] == "on"
      guard shell.session.environment.run({ WorkbookWorld.setPolicy(words[0], on: on) }) else {
        throw CommandError("no policy '\(words[0])'; choose \(WorkbookWorld.policyNames.joined(separator: " or "))")
      }
      shell.print(WorldStatus.policies(platform.policies))
    })

  static let passwordReset: ShellCommand = ShellCommand(
    name: "password-reset", arguments: "USER [PASSWORD]", summary: "reset a user's password: their refresh tokens and sessions stop working",
    details: """
      Resets USER's password now, as an administrator (or the user, in the portal) would: every \
      refresh token and browser session issued before stops working, so silent requests fail with \
      AADSTS50173 (MSAL: interaction required) and the sign-in page asks for the password again. \
      The new password is PASSWORD, else the old one with its year one higher (Contoso!2019 becomes \
      Contoso!2020); a persona for USER types the new one. :world shows passwords.
      Example: :password-reset adele@contoso.com
      """, group: .world,
    completions: { shell, index, _, _ in index == 0 ? shell.session.environment.platform.directory.users.map(\.userPrincipalName) : [] },
    run: { shell, argument throws(CommandError) in
      let words = argument.split(separator: " ").map(String.init)
      guard (1...2).contains(words.count) else { throw .usage("password-reset", ":password-reset USER [PASSWORD]") }
      let environment = shell.session.environment
      guard environment.run({ WorkbookWorld.resetPassword(of: words[0], to: words.count == 2 ? words[1] : nil) }) else {
        throw CommandError("no user '\(words[0])' in the simulated directory (:world lists them)")
      }
      let password = environment.platform.directory.user(username: words[0])?.password ?? ""
      shell.print(
        "\(words[0])'s password is now \(password): refresh tokens and sessions issued before this moment no longer work.")
    })

  static let fault: ShellCommand = ShellCommand(
    name: "fault", arguments: "[throttle [SECONDS]|outage|offline|none]", summary: "make the service fail, or heal it",
    details: """
      throttle: token requests get 429 Too Many Requests with Retry-After (default 60 seconds).
      outage:   every endpoint answers 503 (temporarily_unavailable).
      offline:  the device has no network; requests fail before they leave it.
      none:     everything works again.
      Example: :fault offline    (then try a silent acquisition, and see its error)
      """, group: .world,
    completions: { _, index, _, _ in index == 0 ? ["throttle", "outage", "offline", "none"] : [] },
    run: { shell, argument throws(CommandError) in
      let platform = shell.session.environment.platform
      let words = argument.split(separator: " ").map { $0.lowercased() }
      if !words.isEmpty {
        guard let fault = WorkbookWorld.fault(named: argument) else {
          if words.first == "throttle", words.count == 2 {
            throw CommandError("'\(words[1])' is not a number of seconds between 1 and 86400")
          }
          throw .usage("fault", ":fault throttle [SECONDS]|outage|offline|none")
        }
        platform.fault = fault
      }
      shell.print(WorldStatus.fault(platform.fault))
    })

  static let runAs: ShellCommand = ShellCommand(
    name: "as", arguments: "[APP]", summary: "run code as another app on the device (e.g. Contoso Calendar)",
    details: """
      Code runs as Contoso Mail until you switch. The app's bundle id, keychain groups and \
      Info.plist schemes then decide what MSAL and ADAL see; applications created afterwards run as \
      it. A known app that is not installed yet is installed first (keychain items survive).
      Apps: Contoso Mail, Contoso Calendar, Contoso Rewards, Northwind Notes.
      Example: :as Contoso Calendar
      """, group: .world,
    completions: { _, index, _, _ in index == 0 ? KnownApps.all.filter { $0 != KnownApps.authenticator }.map(\.bundleID) : [] },
    run: { shell, argument throws(CommandError) in
      let device = shell.session.environment.device
      guard !argument.isEmpty else {
        shell.print(WorldStatus.apps(in: shell.session.environment))
        return
      }
      guard let app = device.app(named: argument) else {
        let names = device.installedAndKnownApps.map { "\($0.displayName) (\($0.bundleID))" }
        throw CommandError("no app '\(argument)'; one of: \(names.joined(separator: ", "))")
      }
      guard app.bundleID != KnownApps.authenticator.bundleID else {
        throw CommandError("Microsoft Authenticator is the broker: your code cannot run as it")
      }
      let installed = device.run(app) ? " (installed it first)" : ""
      shell.print("Code now runs as \(app.displayName) (\(app.bundleID))\(installed). New applications you create run as it.")
    })
}
