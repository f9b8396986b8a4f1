import Device
import IdentityCore
import Terminal

/// The `:keychain` listing: items by access group, unified cache first, then ADAL's legacy cache.
enum KeychainListing {
  /// Every item of `device`'s keychain, grouped and decoded, then the shared groups its apps list
  /// that hold nothing (another team's group of the same name is another group).
  static func render(_ device: SimulatedDevice, style: TextStyle) -> String {
    let keychain = device.keychain
    guard !keychain.items.isEmpty else {
      return style.note("The keychain is empty: nothing has signed in on this device yet.")
    }
    var sections: [String] = []
    for group in keychain.accessGroups {
      let items = keychain.items(inGroup: group)
      let legacy = items.filter { $0.genericText == LegacyTokenItem.keyPrefix }
      let unified = items.filter { $0.genericText != LegacyTokenItem.keyPrefix }
      var lines = [style.bold("Access group \(group)") + " (\(count(items.count, "item")))"]
      if !unified.isEmpty {
        lines.append(style.note("  Unified cache (MSAL; ADAL 2.7+ writes it too): \(count(unified.count, "item"))"))
        lines += unified.map { KeychainItemDescription.describe($0).indentingLines(by: "    ") }
      }
      if !legacy.isEmpty {
        lines.append(style.note("  Legacy cache (ADAL): \(count(legacy.count, "item"))"))
        lines += legacy.map { KeychainItemDescription.describe($0).indentingLines(by: "    ") }
      }
      sections.append(lines.joined(separator: "\n"))
    }
    var emptyGroups: [(group: String, apps: [String])] = []
    for app in device.installedApps {
      for group in app.entitledAccessGroups where !keychain.accessGroups.contains(group) {
        if let index = emptyGroups.firstIndex(where: { $0.group == group }) {
          emptyGroups[index].apps.append(app.displayName)
        } else {
          emptyGroups.append((group, [app.displayName]))
        }
      }
    }
    for (group, apps) in emptyGroups {
      sections.append(style.bold("Access group \(group)") + " (0 items; listed by \(apps.joined(separator: ", ")))")
    }
    return sections.joined(separator: "\n\n")
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
