import Device
import Foundation
import IdentityCore
import IdentityPlatform
import Scenarios

/// Workbook-only commands standing in for the places a migration edits outside the code: the
/// running app's Info.plist, entitlements and linked libraries (Xcode, the package manager) and its
/// app registration's redirect URIs (the Azure portal).
enum AppSetupCommands {
  static let all: [ShellCommand] = [plist, entitlements, link, registration]

  /// The Info.plist keys `:plist` shows and edits.
  static let plistKeys = ["CFBundleURLSchemes", "LSApplicationQueriesSchemes"]

  static let plist: ShellCommand = ShellCommand(
    name: "plist", arguments: "[add|remove KEY VALUE]",
    summary: "the running app's Info.plist URL schemes (workbook-only: Xcode's editor)",
    details: """
      Shows the keys MSAL checks, as they would read in Info.plist: CFBundleURLSchemes (the schemes \
      the app opens: its redirect URI's) and LSApplicationQueriesSchemes (the schemes it may ask \
      canOpenURL about: msauthv2 and msauthv3 for the broker). Edit them with add or remove; \
      applications created afterwards see the change. Workbook-only: in a project you edit the file.
      Example: :plist remove LSApplicationQueriesSchemes msauthv3
      """, group: .world,
    completions: { shell, index, previous, _ in
      switch index {
      case 0: return ["add", "remove"]
      case 1: return plistKeys
      case 2 where previous.first == "remove":
        let app = shell.session.environment.device.runningApp
        return previous.last == "CFBundleURLSchemes" ? app.urlSchemes : app.queriesSchemes
      default: return []
      }
    },
    run: { shell, argument throws(CommandError) in
      let device = shell.session.environment.device
      var app = device.runningApp
      let words = argument.split(separator: " ").map(String.init)
      guard !words.isEmpty else {
        shell.print(plistText(app))
        return
      }
      guard words.count == 3, ["add", "remove"].contains(words[0].lowercased()) else {
        throw .usage("plist", ":plist  or  :plist add|remove CFBundleURLSchemes|LSApplicationQueriesSchemes VALUE")
      }
      guard let key = plistKeys.first(where: { $0.lowercased() == words[1].lowercased() }) else {
        throw CommandError("no key '\(words[1])' here; the keys are \(plistKeys.joined(separator: " and "))")
      }
      let values = try edited(
        key == "CFBundleURLSchemes" ? app.urlSchemes : app.queriesSchemes, adding: words[0].lowercased() == "add", words[2],
        listName: key, ignoringCase: true)
      if key == "CFBundleURLSchemes" { app.urlSchemes = values } else { app.queriesSchemes = values }
      device.install(app)
      shell.print("\(app.displayName)'s \(key): \(values.isEmpty ? "none" : values.joined(separator: ", ")). Applications created from now on see it.")
    })

  static let entitlements: ShellCommand = ShellCommand(
    name: "entitlements", arguments: "[add|remove GROUP]",
    summary: "the running app's keychain-access-groups (workbook-only: Xcode's Keychain Sharing)",
    details: """
      Shows the running app's keychain-access-groups entitlement as the .entitlements file holds it \
      (each group behind $(AppIdentifierPrefix), the team id), and what the keychain lets it reach. \
      MSAL and ADAL share tokens through a group listed here: com.microsoft.adalcache on iOS, \
      com.microsoft.identity.universalstorage on macOS. add and remove edit the list, as Xcode's \
      Signing & Capabilities tab does (Keychain Sharing); applications created afterwards see the \
      change. Workbook-only: in a project you edit the capability.
      Example: :entitlements remove com.microsoft.adalcache
      """, group: .world,
    completions: { shell, index, previous, _ in
      switch index {
      case 0: return ["add", "remove"]
      case 1 where previous.first == "remove": return shell.session.environment.device.runningApp.keychainAccessGroups
      case 1: return [KnownApps.adalCacheGroup, KnownApps.universalStorageGroup]
      default: return []
      }
    },
    run: { shell, argument throws(CommandError) in
      let device = shell.session.environment.device
      var app = device.runningApp
      let words = argument.split(separator: " ").map(String.init)
      guard !words.isEmpty else {
        shell.print(entitlementsText(app))
        return
      }
      guard words.count == 2, ["add", "remove"].contains(words[0].lowercased()) else {
        throw .usage("entitlements", ":entitlements  or  :entitlements add|remove GROUP")
      }
      let prefix = app.teamID + "."
      let group = words[1].hasPrefix(prefix) ? String(words[1].dropFirst(prefix.count)) : words[1]
      let groups = try edited(
        app.keychainAccessGroups, adding: words[0].lowercased() == "add", group, listName: "keychain-access-groups", ignoringCase: false)
      app.keychainAccessGroups = groups
      device.install(app)
      shell.print(
        "\(app.displayName)'s keychain-access-groups: \(groups.isEmpty ? "none" : groups.joined(separator: ", ")). "
          + "Applications created from now on see the change.")
    })

  /// The libraries `:link` knows.
  static let libraryNames = WorkbookWorld.libraryNames

  static let link: ShellCommand = ShellCommand(
    name: "link", arguments: "[MSAL|ADAL VERSION | remove MSAL|ADAL]",
    summary: "the libraries the running app's build links (workbook-only: the package manager)",
    details: """
      Shows what the running app's build links, or changes it, as its Package.swift or Podfile \
      would: :link ADAL 2.6.10 links that version (replacing another), :link remove ADAL drops \
      it. Code runs as if the app were rebuilt. A build that links MSAL and ADAL 2.7 or later does not \
      link (both contain the identity core), so creating an application or a context in it stops with \
      the linker's error; ADAL 2.6.10 may sit beside MSAL, for migration testing. Workbook-only.
      Example: :link ADAL 2.6.10
      """, group: .world,
    completions: { _, index, previous, _ in
      switch index {
      case 0: return ["remove"] + libraryNames
      case 1 where previous.first == "remove": return libraryNames
      case 1 where previous.first?.uppercased() == "ADAL": return ["2.6.10", "2.7.16"]
      case 1 where previous.first?.uppercased() == "MSAL": return [LinkedLibrary.msal.version ?? ""]
      default: return []
      }
    },
    run: { shell, argument throws(CommandError) in
      let environment = shell.session.environment
      var app = environment.device.runningApp
      let words = argument.split(separator: " ").map(String.init)
      let usage = ":link  or  :link MSAL|ADAL VERSION  or  :link remove MSAL|ADAL"
      if !words.isEmpty {
        guard words.count == 2 else { throw .usage("link", usage) }
        let removing = words[0].lowercased() == "remove"
        let nameWord = removing ? words[1] : words[0]
        guard let name = libraryNames.first(where: { $0.lowercased() == nameWord.lowercased() }) else {
          throw CommandError("no library '\(nameWord)' here; the libraries are \(libraryNames.joined(separator: " and "))")
        }
        if removing {
          guard app.linkedLibrary(named: name) != nil else { throw CommandError("\(app.displayName) does not link \(name)") }
        } else {
          guard words[1].firstMatch(of: /^[0-9]+(\.[0-9]+){1,2}$/) != nil else {
            throw CommandError("'\(words[1])' is not a version: write it as 2.6.10")
          }
        }
        environment.run { _ = WorkbookWorld.link(name, version: removing ? nil : words[1]) }
        app = environment.device.runningApp
      }
      let libraries = environment.resolvedLibraries(of: app).map(\.description)
      var text = "\(app.displayName) \(app.version) links " + (libraries.isEmpty ? "nothing" : libraries.joined(separator: ", ")) + "."
      if let failure = environment.buildFailure(of: app) { text += "\nIt does not build: " + failure.replacingOccurrences(of: "\(app.displayName) does not build: ", with: "") }
      shell.print(text)
    })

  static let registration: ShellCommand = ShellCommand(
    name: "registration", arguments: "[APP|add-redirect|remove-redirect URI]",
    summary: "an app registration: audience, permissions, redirect URIs (workbook-only: the portal)",
    details: """
      Shows the app registration of the running app (or of APP: a name or client id) as the \
      Azure portal would: client id, who may sign in, static permissions and redirect URIs. \
      add-redirect and remove-redirect edit the running app's registration's redirect URIs, as the \
      portal's Authentication page does. Workbook-only: the portal is out of reach here.
      Example: :registration add-redirect msauth.com.contoso.mail://auth
      """, group: .world,
    completions: { _, index, _, _ in index == 0 ? ["add-redirect", "remove-redirect"] : [] },
    run: { shell, argument throws(CommandError) in
      let platform = shell.session.environment.platform
      let words = argument.split(separator: " ").map(String.init)
      let runningName = shell.session.environment.device.runningApp.displayName
      if let verb = words.first?.lowercased(), verb == "add-redirect" || verb == "remove-redirect" {
        guard words.count == 2 else { throw .usage("registration", ":registration add-redirect|remove-redirect URI") }
        guard let app = platform.directory.apps.first(where: { $0.displayName == runningName }) else {
          throw CommandError("\(runningName) has no app registration in the simulated directory")
        }
        var uris = app.redirectURIs
        if verb == "add-redirect" {
          guard !uris.contains(words[1]) else { throw CommandError("\(app.displayName) already has \(words[1])") }
          uris.append(words[1])
        } else {
          guard let index = uris.firstIndex(of: words[1]) else {
            throw CommandError("\(app.displayName) has no redirect URI \(words[1]); it has \(uris.joined(separator: ", "))")
          }
          uris.remove(at: index)
        }
        do {
          try platform.directory.setRedirectURIs(uris, ofApp: app.clientID)
        } catch {
          throw CommandError("\(error)")
        }
        shell.print("\(app.displayName)'s redirect URIs: \(uris.joined(separator: ", ")).")
        return
      }
      let wanted = argument.isEmpty ? runningName : argument
      guard let app = platform.directory.apps.first(where: {
        $0.displayName.lowercased() == wanted.lowercased() || $0.clientID.lowercased() == wanted.lowercased()
      }) else {
        let names = platform.directory.apps.map(\.displayName)
        throw CommandError("no app registration '\(wanted)'; one of: \(names.joined(separator: ", "))")
      }
      shell.print(registrationText(app, in: platform.directory))
    })

  /// `values` with `value` added (or removed), as `:plist` and `:entitlements` edit their lists; an
  /// error names `listName` when it is there already (or not there to remove).
  static func edited(
    _ values: [String], adding: Bool, _ value: String, listName: String, ignoringCase: Bool
  ) throws(CommandError) -> [String] {
    let matches = { (candidate: String) in ignoringCase ? candidate.lowercased() == value.lowercased() : candidate == value }
    var values = values
    if adding {
      guard !values.contains(where: matches) else { throw CommandError("\(listName) already lists \(value)") }
      values.append(value)
    } else {
      guard let index = values.firstIndex(where: matches) else {
        throw CommandError("\(listName) does not list \(value); it lists \(values.isEmpty ? "nothing" : values.joined(separator: ", "))")
      }
      values.remove(at: index)
    }
    return values
  }

  /// The Info.plist keys of `app`, in the file's XML.
  static func plistText(_ app: InstalledApp) -> String {
    func array(_ values: [String], indent: String) -> [String] {
      [indent + "<array>"] + values.map { indent + "  <string>\($0)</string>" } + [indent + "</array>"]
    }
    let lines =
      ["\(app.displayName) \(app.version) (\(app.bundleID)), Info.plist:", "<key>CFBundleURLTypes</key>", "<array>", "  <dict>",
       "    <key>CFBundleURLSchemes</key>"] + array(app.urlSchemes, indent: "    ") + ["  </dict>", "</array>",
       "<key>LSApplicationQueriesSchemes</key>"] + array(app.queriesSchemes, indent: "")
      + (app.usesScenes
        ? ["<key>UIApplicationSceneManifest</key>", "<dict>…</dict>  (scene-based: opened URLs go to the scene's delegate)"]
        : [])
    return lines.joined(separator: "\n")
  }

  /// The keychain-access-groups of `app`, in its `.entitlements` file's XML, and the groups the
  /// keychain lets it reach.
  static func entitlementsText(_ app: InstalledApp) -> String {
    let groups = app.keychainAccessGroups.map { "    <string>$(AppIdentifierPrefix)\($0)</string>" }
    let reachable = app.accessibleKeychainGroups
    return (["\(app.displayName) \(app.version) (\(app.bundleID), team \(app.teamID)), entitlements:",
      "<key>keychain-access-groups</key>", "<array>"] + groups + ["</array>",
      "Keychain groups it can reach: " + reachable.joined(separator: ", ")
        + (app.keychainAccessGroups.isEmpty ? " (its own only: no keychain sharing)" : "")]).joined(separator: "\n")
  }

  /// `app`'s registration, as the portal's overview and Authentication pages show it.
  static func registrationText(_ app: AppRegistration, in directory: Directory) -> String {
    let tenant = directory.tenant(id: app.homeTenantID)?.displayName ?? app.homeTenantID
    let permissions = app.staticPermissions.map { permission in
      (directory.api(appID: permission.resourceAppID)?.displayName ?? permission.resourceAppID) + ": "
        + permission.scopes.joined(separator: ", ")
    }
    return [
      "\(app.displayName), registered in \(tenant)",
      "  client id         \(app.clientID)",
      "  sign-in audience  \(app.signInAudience.rawValue)",
      "  permissions       \(permissions.isEmpty ? "none" : permissions.joined(separator: "; "))",
      "  redirect URIs     " + (app.redirectURIs.isEmpty ? "none" : app.redirectURIs.joined(separator: "\n                    ")),
    ].joined(separator: "\n")
  }
}
