import Foundation

extension IdentityPlatform {
  /// How long a device code can wait for the user (`expires_in`).
  static let deviceCodeLifetime = 900
  /// How often the client should poll (`interval`).
  static let deviceCodePollingInterval = 5
  /// Where the user enters the code.
  static let deviceLoginURL = "https://microsoft.com/devicelogin"

  /// `POST /{tenant}/oauth2/v2.0/devicecode` (and v1 `/oauth2/devicecode`): starts a device-code sign-in.
  func deviceCodeStart(
    _ request: HTTPRequest, host: String, tenant segment: String, version: ProtocolVersion, context: RequestContext
  ) -> HTTPResponse {
    if let throttled = throttledResponse(context) { return throttled }
    do {
      let tokenRequest = try prepareTokenRequest(
        request, host: host, segment: segment, version: version, b2cPolicy: nil, requiresGrantType: false)
      let target = try tokenTarget(tokenRequest)
      let userCode = String((0..<9).map { _ in Array("ABCDEFGHJKLMNPQRSTUVWXYZ23456789")[Int(random.next() % 32)] })
      let deviceCode = "DAQABIQEAAAD" + random.base64URLString(length: 120)
      deviceCodes[deviceCode] = DeviceCodeRecord(
        deviceCode: deviceCode, userCode: userCode, clientID: tokenRequest.app.clientID,
        authority: tokenRequest.authority, target: target,
        expiresAt: context.now.addingTimeInterval(TimeInterval(IdentityPlatform.deviceCodeLifetime)))
      if let approver = deviceCodeApprover, let user = directory.user(username: approver) {
        let tenantID = tokenRequest.authority.specificTenant?.id ?? user.homeTenantID
        acceptConsentPage(for: user, tenantID: tenantID, app: tokenRequest.app, target: target)
        deviceCodes[deviceCode]?.status = .approved(
          userObjectID: user.objectID, tenantID: tenantID, authTime: context.now, multiFactor: false)
      }
      let message =
        "To sign in, use a web browser to open the page \(IdentityPlatform.deviceLoginURL) and enter the code "
        + "\(userCode) to authenticate."
      let body: JSONObject
      switch version {
      case .v2:
        body = [
          "user_code": .string(userCode), "device_code": .string(deviceCode),
          "verification_uri": .string(IdentityPlatform.deviceLoginURL),
          "expires_in": .int(IdentityPlatform.deviceCodeLifetime),
          "interval": .int(IdentityPlatform.deviceCodePollingInterval), "message": .string(message),
        ]
      case .v1:
        body = [
          "user_code": .string(userCode), "device_code": .string(deviceCode),
          "verification_url": .string(IdentityPlatform.deviceLoginURL),
          "expires_in": .string(String(IdentityPlatform.deviceCodeLifetime)),
          "interval": .string(String(IdentityPlatform.deviceCodePollingInterval)), "message": .string(message),
        ]
      }
      return jsonResponse(body, context)
    } catch {
      return errorResponse(error, context)
    }
  }

  /// Device-code polling: `authorization_pending` until the user finishes, then tokens (once).
  func redeemDeviceCode(_ tokenRequest: TokenRequest, context: RequestContext) throws(ServiceError) -> JSONObject {
    guard let code = tokenRequest.form["device_code"] ?? tokenRequest.form["code"], !code.isEmpty else {
      throw .missingParameter(tokenRequest.version == .v2 ? "device_code" : "code")
    }
    guard var record = deviceCodes[code], record.clientID == tokenRequest.app.clientID else {
      throw .badVerificationCode
    }
    guard context.now <= record.expiresAt else { throw .deviceCodeExpired }
    switch record.status {
    case .pending: throw .authorizationPending
    case .declined: throw .deviceAuthorizationDeclined
    case .redeemed: throw .badVerificationCode
    case .approved(let userObjectID, let tenantID, let authTime, let multiFactor):
      guard let user = directory.user(objectID: userObjectID), let tenant = directory.tenant(id: tenantID) else {
        throw .badVerificationCode
      }
      record.status = .redeemed
      deviceCodes[code] = record
      let grant = newGrant(
        user: user, app: tokenRequest.app, authority: record.authority, authTime: authTime, multiFactor: multiFactor)
      let issuance = TokenIssuance(
        authority: record.authority, tenant: tenant, user: user, app: tokenRequest.app, target: record.target, nonce: nil,
        grant: grant, wantsClientInfo: tokenRequest.wantsClientInfo)
      try checkIssuance(
        issuance,
        device: provenDevice(on: tokenRequest.request, audience: tokenRequest.endpointURL, now: context.now))
      return mintTokenResponse(issuance, context: context)
    }
  }

  /// What a user approving a device code on the device-login page does when the consent page comes
  /// up: accepts it. Permissions only an administrator can grant stay missing, so redeeming the
  /// code then fails with AADSTS65001, as the page would have stopped at "Need admin approval".
  private func acceptConsentPage(for user: DirectoryUser, tenantID: String, app: AppRegistration, target: TokenTarget) {
    guard let tenant = directory.tenant(id: tenantID), let objectID = user.objectID(inTenant: tenant.id) else { return }
    let resources: [ResourceRequest]
    switch target {
    case .scopes(let scopes): resources = scopes.resources
    case .resource(let resource): resources = [resource]
    }
    let missing = missingConsent(
      app: app, tenant: tenant, user: user, resources: resources, openIDScopes: target.openIDScopes,
      version: target.version)
    for permission in missing where !permission.scope.requiresAdminConsent {
      directory.grantConsent(
        tenantID: tenant.id, clientID: app.clientID, resourceAppID: permission.api.appID,
        principal: .user(objectID: objectID), scopes: [permission.scope.value])
    }
  }
}
