import Device
import IdentityCore
import Terminal

/// The `:keychain` listing: items by access group, unified cache first, then ADAL's legacy cache.
enum KeychainListing {
  /// Every item of `keychain`, grouped and decoded.
  static func render(_ keychain: Keychain, style: TextStyle) -> String {
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
    return sections.joined(separator: "\n\n")
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
