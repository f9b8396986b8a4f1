import Device
import Foundation
import IdentityCore
import IdentityPlatform

/// Finds accounts in the unified cache and, through the legacy accessor, in ADAL's cache
/// (`MSALAccountsProvider`), and merges them into `MSALAccount`s.
struct AccountsProvider {
  let application: MSALPublicClientApplication

  /// One account being assembled: its tenant profiles from unified records and legacy items.
  struct Entry {
    var homeAccountID: String?
    var username: String
    var environment: String
    var profiles: [Profile]
  }

  /// A tenant profile being assembled.
  struct Profile {
    var realm: String
    var localAccountID: String?
    var claims: JSONObject?
  }

  func accounts(for parameters: MSALAccountEnumerationParameters) throws -> [MSALAccount] {
    let entries = try entries(signedInOnly: parameters.returnOnlySignedInAccounts)
    return entries.filter { entry in
      if let identifier = parameters.identifier, entry.homeAccountID?.lowercased() != identifier.lowercased() {
        return false
      }
      if let username = parameters.username, entry.username.lowercased() != username.lowercased() { return false }
      if let profileID = parameters.tenantProfileIdentifier,
        !entry.profiles.contains(where: { $0.localAccountID?.lowercased() == profileID.lowercased() })
      {
        return false
      }
      return true
    }.map(makeAccount)
  }

  // MARK: - Reading the caches

  func entries(signedInOnly: Bool) throws -> [Entry] {
    let config = application.configuration
    let aliases: Set<String>? = config.multipleCloudsSupported ? nil : CloudAliases.aliases(of: config.authority.host)
    func inCloud(_ environment: String) -> Bool { aliases?.contains(environment.lowercased()) ?? true }
    let cache = application.unifiedCache
    let clientID = config.clientId.lowercased()
    let family = try application.keychainCall("read app metadata from") { () throws(KeychainError) in
      try cache.appMetadata(clientID: clientID, environments: aliases ?? CloudAliases.aliases(of: config.authority.host))
    }?.familyID ?? "1"

    let refreshTokens = try application.keychainCall("read refresh tokens from") { () throws(KeychainError) in
      try cache.credentials(.refreshToken)
    }
    let signedIn = Set(
      refreshTokens.filter { token in
        inCloud(token.environment)
          && (token.isFamilyRefreshToken ? token.familyID == family : token.clientID.lowercased() == clientID)
      }.map { $0.homeAccountID.lowercased() })
    let idTokens = try application.keychainCall("read id tokens from") { () throws(KeychainError) in
      try cache.credentials(.idToken)
    }

    var entries: [Entry] = []
    let records = try application.keychainCall("read accounts from") { () throws(KeychainError) in try cache.accounts() }
    for record in records where inCloud(record.environment) {
      let home = record.homeAccountID.lowercased()
      if signedInOnly, !signedIn.contains(home) { continue }
      let claims = idTokenClaims(idTokens, home: home, realm: record.realm, clientID: clientID)
      let profile = Profile(realm: record.realm.lowercased(), localAccountID: record.localAccountID, claims: claims)
      if let index = entries.firstIndex(where: { $0.homeAccountID == home }) {
        if !entries[index].profiles.contains(where: { $0.realm == profile.realm }) { entries[index].profiles.append(profile) }
        if isHome(record.realm, of: home) { entries[index].username = record.username }
      } else {
        entries.append(
          Entry(homeAccountID: home, username: record.username, environment: record.environment, profiles: [profile]))
      }
    }

    let legacyItems = try application.keychainCall("read ADAL items from") { () throws(KeychainError) in
      try application.legacyCache.allItems()
    }
    let legacyClients: Set<String> = [clientID, LegacyTokenItem.familyClientID(family)]
    for item in legacyItems
    where !(item.refreshToken ?? "").isEmpty && legacyClients.contains(item.clientID.lowercased())
      && inCloud(item.environment)
    {
      merge(legacyEntry(item), into: &entries)
    }
    return entries
  }

  private func legacyEntry(_ item: LegacyTokenItem) -> Entry {
    let claims = item.rawIdToken.flatMap(application.idTokenClaims.claims(of:)) ?? JSONObject()
    let username = claims["upn"]?.stringValue ?? claims["email"]?.stringValue ?? item.userID
    let realm = claims["tid"]?.stringValue?.lowercased() ?? item.authorityTenant
    let profile = Profile(realm: realm, localAccountID: claims["oid"]?.stringValue, claims: claims.isEmpty ? nil : claims)
    return Entry(homeAccountID: item.homeAccountID, username: username, environment: item.environment, profiles: [profile])
  }

  private func merge(_ entry: Entry, into entries: inout [Entry]) {
    let index = entries.firstIndex { existing in
      if let home = entry.homeAccountID, let existingHome = existing.homeAccountID { return home == existingHome }
      return existing.username.lowercased() == entry.username.lowercased()
    }
    guard let index else {
      entries.append(entry)
      return
    }
    for profile in entry.profiles where !entries[index].profiles.contains(where: { $0.realm == profile.realm }) {
      entries[index].profiles.append(profile)
    }
    if entries[index].homeAccountID == nil { entries[index].homeAccountID = entry.homeAccountID }
  }

  private func idTokenClaims(_ idTokens: [CredentialRecord], home: String, realm: String, clientID: String) -> JSONObject? {
    let candidates = idTokens.filter { $0.homeAccountID.lowercased() == home && $0.realm.lowercased() == realm.lowercased() }
    let token = candidates.first { $0.clientID.lowercased() == clientID } ?? candidates.first
    return token.flatMap { application.idTokenClaims.claims(of: $0.secret) }
  }

  private func isHome(_ realm: String, of homeAccountID: String) -> Bool {
    HomeAccountID.parts(of: homeAccountID)?.utid == realm.lowercased()
  }

  // MARK: - Building accounts

  func makeAccount(_ entry: Entry) -> MSALAccount {
    let homeTenant = entry.homeAccountID.flatMap { HomeAccountID.parts(of: $0)?.utid }
    let profiles = entry.profiles.map { profile in
      MSALTenantProfile(
        identifier: profile.localAccountID, environment: entry.environment, tenantId: profile.realm,
        isHomeTenantProfile: homeTenant.map { $0 == profile.realm } ?? (entry.profiles.count == 1),
        claims: profile.claims.map(ClaimsDictionary.make))
    }
    let homeClaims = entry.profiles.first { homeTenant != nil && $0.realm == homeTenant }?.claims
      ?? (homeTenant == nil && entry.profiles.count == 1 ? entry.profiles[0].claims : nil)
    return MSALAccount(
      username: entry.username, homeAccountID: entry.homeAccountID, environment: entry.environment,
      accountClaims: homeClaims.map(ClaimsDictionary.make), tenantProfiles: profiles)
  }
}
