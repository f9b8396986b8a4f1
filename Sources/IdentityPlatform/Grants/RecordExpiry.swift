import Foundation

extension IdentityPlatform {
  /// Expired codes are remembered this long, so using one still gets its "expired" error.
  static let expiredRecordRetention: TimeInterval = 86_400

  /// Forgets sign-in flows, authorization codes and device codes that can no longer be used, so a
  /// long session does not accumulate them. Refresh tokens are kept: an expired one must still get
  /// its own error (AADSTS700082), not "malformed".
  func purgeExpiredRecords(now: Date) {
    signInFlows = signInFlows.filter { now.timeIntervalSince($0.value.createdAt) <= IdentityPlatform.signInFlowLifetime }
    let retention = IdentityPlatform.expiredRecordRetention
    authorizationCodes = authorizationCodes.filter {
      now.timeIntervalSince($0.value.issuedAt) <= IdentityPlatform.authorizationCodeLifetime + retention
    }
    deviceCodes = deviceCodes.filter { now.timeIntervalSince($0.value.expiresAt) <= retention }
  }
}
