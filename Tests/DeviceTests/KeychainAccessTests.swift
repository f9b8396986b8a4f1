import Device
import Foundation
import Testing

@Suite("Device: keychain access groups and URL schemes")
struct KeychainAccessTests {
  private func item(_ group: String, account: String = "a", service: String = "s") -> KeychainItem {
    KeychainItem(accessGroup: group, account: account, service: service, data: Data("x".utf8))
  }

  @Test("an app's items get its team prefix, and apps of the same team share an entitled group")
  func sameTeamShares() throws {
    let device = SimulatedDevice(apps: [KnownApps.contosoMail, KnownApps.contosoCalendar])
    let mail = device.keychain.access(for: KnownApps.contosoMail)
    try mail.add(item(KnownApps.adalCacheGroup))
    #expect(device.keychain.items.map(\.accessGroup) == ["CONTOSO123.com.microsoft.adalcache"])
    let calendar = device.keychain.access(for: KnownApps.contosoCalendar)
    #expect(try calendar.items(matching: KeychainQuery(accessGroup: KnownApps.adalCacheGroup)).count == 1)
  }

  @Test("another team's app sees nothing, even naming the same group")
  func otherTeamIsolated() throws {
    let device = SimulatedDevice(apps: [KnownApps.contosoMail, KnownApps.northwindNotes])
    try device.keychain.access(for: KnownApps.contosoMail).add(item(KnownApps.adalCacheGroup))
    let notes = device.keychain.access(for: KnownApps.northwindNotes)
    #expect(try notes.items(matching: KeychainQuery(accessGroup: KnownApps.adalCacheGroup)).isEmpty)
    #expect(try notes.items(matching: KeychainQuery()).isEmpty)
    #expect(throws: KeychainError.missingEntitlement) {
      try notes.items(matching: KeychainQuery(accessGroup: "CONTOSO123.com.microsoft.adalcache"))
    }
  }

  @Test("a group missing from the entitlements fails with errSecMissingEntitlement (-34018)")
  func missingEntitlement() throws {
    let keychain = Keychain().access(for: KnownApps.contosoMail)
    #expect(throws: KeychainError.missingEntitlement) { try keychain.add(item("com.contoso.shared")) }
    #expect(throws: KeychainError.missingEntitlement) { try keychain.delete(matching: KeychainQuery(accessGroup: "com.contoso.shared")) }
    #expect(KeychainError.missingEntitlement.status == -34018)
    #expect(KeychainError.missingEntitlement.description.contains("errSecMissingEntitlement"))
  }

  @Test("the application identifier group (TEAM.bundle id) is always accessible")
  func applicationIdentifierGroup() throws {
    let keychain = Keychain().access(for: KnownApps.contosoMail)
    try keychain.add(item("com.contoso.mail"))
    #expect(try keychain.items(matching: KeychainQuery(accessGroup: "com.contoso.mail")).count == 1)
  }

  @Test("add refuses a duplicate key; save replaces it; delete removes matching items")
  func addSaveDelete() throws {
    let keychain = Keychain().access(for: KnownApps.contosoMail)
    try keychain.add(item(KnownApps.adalCacheGroup))
    #expect(throws: KeychainError.duplicateItem) { try keychain.add(item(KnownApps.adalCacheGroup)) }
    var replacement = item(KnownApps.adalCacheGroup)
    replacement.data = Data("y".utf8)
    try keychain.save(replacement)
    let items = try keychain.items(matching: KeychainQuery(account: "a"))
    #expect(items.map(\.data) == [Data("y".utf8)])
    try keychain.save(item(KnownApps.adalCacheGroup, account: "b"))
    #expect(try keychain.delete(matching: KeychainQuery(account: "a")) == 1)
    #expect(try keychain.items(matching: KeychainQuery()).map(\.account) == ["b"])
  }

  @Test("canOpenURL needs the scheme in LSApplicationQueriesSchemes and an app registering it")
  func canOpenURL() throws {
    let device = SimulatedDevice(apps: [KnownApps.contosoMail])
    #expect(!device.canOpenURL(scheme: "msauthv3"), "no broker installed")
    device.install(KnownApps.authenticator)
    #expect(device.canOpenURL(scheme: "msauthv3"))
    #expect(device.isBrokerInstalled)
    try device.launch(bundleID: KnownApps.contosoMailADAL.bundleID)
    device.install(KnownApps.contosoMailADAL)
    #expect(!device.canOpenURL(scheme: "msauthv3"), "the ADAL build does not declare msauthv3")
    #expect(throws: DeviceError.appNotInstalled("com.example.none")) { try device.launch(bundleID: "com.example.none") }
  }

  @Test("the running app decides the keychain view; uninstalling keeps keychain items")
  func runningApp() throws {
    let device = SimulatedDevice(apps: [KnownApps.contosoMail, KnownApps.northwindNotes])
    #expect(device.runningApp.bundleID == "com.contoso.mail")
    try device.keychainForRunningApp.add(item(KnownApps.adalCacheGroup))
    try device.launch(bundleID: "com.northwind.notes")
    #expect(try device.keychainForRunningApp.items(matching: KeychainQuery()).isEmpty)
    device.uninstall(bundleID: "com.contoso.mail")
    #expect(device.keychain.items.count == 1)
    #expect(device.platform.defaultKeychainGroup == "com.microsoft.adalcache")
    #expect(SimulatedDevice.Platform.macOS.defaultKeychainGroup == "com.microsoft.identity.universalstorage")
  }
}
