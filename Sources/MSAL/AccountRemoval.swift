import Device
import Foundation
import IdentityCore
import IdentityPlatform

/// `remove(_:)` and `signout`: clear this app's tokens for an account (and the user's ADAL legacy
/// items of this app), leaving other apps' items alone unless a wipe is asked for.
struct AccountRemoval {
  let application: MSALPublicClientApplication

  func remove(_ account: MSALAccount, wipeForAllApps: Bool) throws {
    let cache = application.unifiedCache
    let clientID = application.configuration.clientId.lowercased()
    let aliases = CloudAliases.aliases(of: account.environment)
    try application.keychainCall("remove the account from") { () throws(KeychainError) in
      let records = try cache.accounts().filter { record in
        aliases.contains(record.environment.lowercased()) && matches(record.homeAccountID, record.username, account)
      }
      let homes = Set(records.map { $0.homeAccountID.lowercased() } + (account.identifier.map { [$0.lowercased()] } ?? []))
      let family =
        try cache.appMetadata(clientID: clientID, environments: aliases)?.familyID
      for kind in CredentialRecord.Kind.allCases {
        for credential in try cache.credentials(kind)
        where homes.contains(credential.homeAccountID.lowercased()) && aliases.contains(credential.environment.lowercased())
          && (wipeForAllApps || credential.clientID.lowercased() == clientID
            || (credential.isFamilyRefreshToken && credential.familyID == family))
        {
          try cache.remove(credential)
        }
      }
      let remainingRefreshTokens = try cache.credentials(.refreshToken)
      for record in records where !remainingRefreshTokens.contains(where: { $0.homeAccountID == record.homeAccountID }) {
        try cache.remove(record)
      }
      if let username = account.username {
        let legacy = application.legacyCache
        for item in try legacy.items(userID: username) where aliases.contains(item.environment.lowercased()) {
          let itemClient = item.clientID.lowercased()
          if wipeForAllApps || itemClient == clientID || itemClient == LegacyTokenItem.familyClientID(family ?? "1") {
            try legacy.remove(item)
          }
        }
      }
    }
  }

  func signout(_ account: MSALAccount, parameters: MSALSignoutParameters) throws {
    try remove(account, wipeForAllApps: parameters.wipeAccount)
    guard parameters.signoutFromBrowser else { return }
    let environment = application.environment
    let authority = application.configuration.authority
    let url = "https://\(authority.host)/\(authority.isB2C ? authority.tenant : "common")/oauth2/v2.0/logout"
    do {
      _ = try environment.systemBrowser.open(url) { request throws(TransportError) in
        try environment.transport.send(request)
      }
    } catch {
      throw MSALErrorFactory.transport(error)
    }
  }

  private func matches(_ homeAccountID: String, _ username: String, _ account: MSALAccount) -> Bool {
    if let identifier = account.identifier { return identifier.lowercased() == homeAccountID.lowercased() }
    return account.username?.lowercased() == username.lowercased()
  }
}
