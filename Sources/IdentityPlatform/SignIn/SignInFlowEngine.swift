import Foundation
import TextCoding

/// What a sign-in flow does next.
enum FlowStep {
  /// Show a page and wait for an answer.
  case show(SignInPage)
  /// Everything is satisfied: redirect with a code (or approve the device code).
  case finish
  /// Stop with an error, sent to the app when `redirectable`, else shown on an error page.
  case fail(ServiceError, redirectable: Bool, subcode: String?)
}

extension IdentityPlatform {
  /// A sign-in page's flow token is good for this long.
  static let signInFlowLifetime: TimeInterval = 3600

  // MARK: - Driving a flow

  /// Advances a flow and turns the step into the HTTP response the browser gets.
  func continueFlow(_ flow: inout SignInFlow, context: RequestContext) -> HTTPResponse {
    switch advance(&flow, context: context) {
    case .show(let page):
      if flow.prompt == .none {
        signInFlows[flow.token] = nil
        return deliver(silentFailure(for: page, flow: flow), redirectable: true, subcode: nil, flow: flow, context: context)
      }
      flow.currentPage = page.kind
      flow.notice = nil
      signInFlows[flow.token] = flow
      return .html(page.html, status: 200, headers: standardHeaders(context))
    case .finish:
      signInFlows[flow.token] = nil
      return complete(flow, context: context)
    case .fail(let error, let redirectable, let subcode):
      signInFlows[flow.token] = nil
      return deliver(error, redirectable: redirectable, subcode: subcode, flow: flow, context: context)
    }
  }

  /// The next page a flow needs, or that it is finished or failed.
  func advance(_ flow: inout SignInFlow, context: RequestContext) -> FlowStep {
    let sessions = flow.prompt == .login || flow.skipsSessions ? [] : validSessions(flow)
    if flow.userObjectID == nil {
      if sessions.count == 1, flow.prompt == .automatic || flow.prompt == .none || flow.prompt == .consent {
        adopt(sessions[0], into: &flow)
      } else if !sessions.isEmpty {
        return .show(page(.pickAccount, flow, accounts: sessions.compactMap { directory.user(objectID: $0.userObjectID) }))
      } else {
        return .show(page(.enterUsername, flow))
      }
    }
    guard let userObjectID = flow.userObjectID, let user = directory.user(objectID: userObjectID) else {
      return .fail(.userNotFound(directory: flow.authority.segment.lowercased()), redirectable: false, subcode: nil)
    }
    let tenant: Tenant
    do {
      tenant = try tokenTenant(for: user, app: flow.app, authority: flow.authority)
    } catch {
      return .fail(error, redirectable: false, subcode: nil)
    }
    guard user.isEnabled else { return .fail(.userDisabled, redirectable: false, subcode: nil) }
    guard flow.isAuthenticated else { return .show(page(.enterPassword, flow, user: user)) }

    let resourceAppID = flow.target.primaryResource?.api.appID ?? (tenant.kind == .b2c ? nil : ProtectedAPI.graphAppID)
    if let error = conditionalAccessError(
      user: user, app: flow.app, resourceAppID: resourceAppID, multiFactor: flow.multiFactor, device: flow.device),
      !(error.code == 53_000 && flow.isAuthorizeRequest)  // completed as a redirect to device registration
    {
      guard error.code == 50_076 else { return .fail(error, redirectable: false, subcode: nil) }
      guard user.isMFARegistered else {
        return .fail(.mfaRegistrationRequired(resourceAppID: resourceAppID ?? ""), redirectable: false, subcode: nil)
      }
      if flow.mfaNumber == nil { flow.mfaNumber = Int(10 + random.next() % 90) }
      return .show(page(.approveMFA, flow, user: user))
    }
    if let resource = flow.target.primaryResource, !resource.api.isAvailable(inTenant: tenant.id) {
      return .fail(
        .resourceNotFound(
          resource.requestedIdentifier.isEmpty ? resource.api.appID : resource.requestedIdentifier,
          tenantName: tenant.displayName),
        redirectable: true, subcode: nil)
    }

    let permissions = consentPermissions(flow, tenant: tenant, user: user)
    if tenant.kind == .b2c, !permissions.missing.isEmpty {
      return .fail(.consentRequired(clientID: flow.app.clientID, appName: flow.app.displayName), redirectable: true,
        subcode: nil)
    }
    let needsConsentPage = !permissions.missing.isEmpty || (flow.prompt == .consent && !flow.consentAccepted)
    if needsConsentPage {
      let shown = flow.prompt == .consent && !flow.consentAccepted ? permissions.requested : permissions.missing
      return .show(page(.consent, flow, user: user, tenant: tenant, permissions: shown))
    }
    return .finish
  }

  /// Applies a user's answer to the flow; returns a step when the answer itself ends the flow.
  func apply(_ answer: SignInAnswer, to flow: inout SignInFlow, context: RequestContext) -> FlowStep? {
    guard answer.pageKind == flow.currentPage else {
      flow.notice = "This page is waiting for a different answer."
      return nil
    }
    switch answer {
    case .pickAccount(let username):
      guard let session = validSessions(flow).first(where: {
        directory.user(objectID: $0.userObjectID)?.userPrincipalName.lowercased() == username.lowercased()
      }) else {
        flow.notice = "That account isn't signed in here. Pick another account or use another account."
        return nil
      }
      adopt(session, into: &flow)
    case .useAnotherAccount:
      flow.skipsSessions = true
      flow.userObjectID = nil
      flow.isAuthenticated = false
    case .username(let username):
      guard let user = directory.user(username: username.trimmingSpaces),
        admit(user, into: &flow)
      else {
        flow.notice = "This username may be incorrect. Make sure you typed it correctly. Otherwise, contact your admin."
        return nil
      }
      flow.userObjectID = user.objectID
      flow.isAuthenticated = false
      if flow.prompt != .login, let session = validSessions(flow).first(where: { $0.userObjectID == user.objectID }) {
        adopt(session, into: &flow)
      }
    case .password(let password):
      guard let userObjectID = flow.userObjectID, let user = directory.user(objectID: userObjectID) else { return nil }
      guard password == user.password else {
        flow.notice = "Your account or password is incorrect. If you don't remember your password, reset it now."
        return nil
      }
      flow.isAuthenticated = true
      flow.authTime = context.now
      flow.multiFactor = false
    case .mfa(let approve):
      guard approve else { return .fail(.mfaDenied, redirectable: false, subcode: nil) }
      flow.multiFactor = true
    case .consent(let accept):
      guard accept else { return .fail(.userDeclinedConsent, redirectable: true, subcode: "cancel") }
      guard let userObjectID = flow.userObjectID, let user = directory.user(objectID: userObjectID),
        let tenant = try? tokenTenant(for: user, app: flow.app, authority: flow.authority),
        let objectID = user.objectID(inTenant: tenant.id)
      else { return nil }
      let permissions = consentPermissions(flow, tenant: tenant, user: user)
      if permissions.missing.contains(where: { $0.scope.requiresAdminConsent }) {
        flow.notice = "An administrator must approve these permissions before you can use \(flow.app.displayName)."
        return nil
      }
      for permission in (flow.prompt == .consent ? permissions.requested : permissions.missing) {
        directory.grantConsent(
          tenantID: tenant.id, clientID: flow.app.clientID, resourceAppID: permission.api.appID,
          principal: .user(objectID: objectID), scopes: [permission.scope.value])
      }
      flow.consentAccepted = true
    case .deviceCode:
      flow.notice = "This page is waiting for a different answer."
    }
    return nil
  }

  // MARK: - Answers endpoint

  /// `POST /{tenant}/login`: a person's answer to the page they were shown.
  func signInAnswer(_ request: HTTPRequest, url: RequestURL, context: RequestContext) -> HTTPResponse {
    let form: FormParameters
    do {
      form = try request.formBody()
    } catch {
      return errorPage(formError(error), appName: "", context: context)
    }
    guard let token = form["flowToken"], var flow = signInFlows[token],
      context.now.timeIntervalSince(flow.createdAt) <= IdentityPlatform.signInFlowLifetime
    else {
      if let token = form["flowToken"] { signInFlows[token] = nil }
      return errorPage(.flowTokenExpired, appName: "", context: context)
    }
    guard let answer = SignInAnswer(form: form) else {
      flow.notice = "That answer could not be read. Try again."
      return continueFlow(&flow, context: context)
    }
    if let step = apply(answer, to: &flow, context: context) {
      signInFlows[flow.token] = nil
      if case .fail(let error, let redirectable, let subcode) = step {
        return deliver(error, redirectable: redirectable, subcode: subcode, flow: flow, context: context)
      }
    }
    return continueFlow(&flow, context: context)
  }

  // MARK: - Finishing

  private func complete(_ flow: SignInFlow, context: RequestContext) -> HTTPResponse {
    guard let userObjectID = flow.userObjectID, let user = directory.user(objectID: userObjectID),
      let tenant = try? tokenTenant(for: user, app: flow.app, authority: flow.authority)
    else {
      return errorPage(.flowTokenExpired, appName: flow.app.displayName, context: context)
    }
    var headers = standardHeaders(context)
    let browserID = flow.browserID ?? random.base64URLString(length: 48)
    var sessions = browserSessions[browserID] ?? []
    sessions.removeAll { $0.userObjectID == user.objectID && $0.cloudName == flow.authority.cloud.name }
    sessions.append(
      BrowserSession(
        userObjectID: user.objectID, cloudName: flow.authority.cloud.name, authTime: flow.authTime,
        multiFactor: flow.multiFactor))
    browserSessions[browserID] = sessions
    headers.add(
      "Set-Cookie", "\(IdentityPlatform.sessionCookieName)=\(browserID); domain=.\(flow.authority.host); path=/; secure; HttpOnly; SameSite=None")

    switch flow.purpose {
    case .deviceCode(let deviceCode):
      if var record = deviceCodes[deviceCode], record.status == .pending, context.now <= record.expiresAt {
        record.status = .approved(
          userObjectID: user.objectID, tenantID: tenant.id, authTime: flow.authTime, multiFactor: flow.multiFactor)
        deviceCodes[deviceCode] = record
      }
      let page = SignInPage(
        kind: .deviceSignedIn, appName: flow.app.displayName, organization: tenant.displayName, username: user.userPrincipalName,
        notice: "You have signed in to the \(flow.app.displayName) application on your device. You may now close this window.")
      return .html(page.html, status: 200, headers: headers)
    case .authorize(let redirect):
      // A compliant-device policy the browser cannot satisfy (no registered device proved itself):
      // the service sends it to device registration, `msauth://wpj`, which MSAL reports as
      // MSALErrorWorkplaceJoinRequired. The broker proves the device, and passes.
      if let compliance = policies.requireCompliantDevice, flow.device?.isCompliant != true,
        compliance.applies(
          userObjectID: user.objectID, resourceAppID: flow.target.primaryResource?.api.appID ?? ProtectedAPI.graphAppID,
          clientID: flow.app.clientID)
      {
        var parameters = FormParameters()
        parameters["upn"] = user.userPrincipalName
        parameters["app_link"] = "https://go.microsoft.com/fwlink/?linkid=2158812"
        parameters["error"] = "device_not_compliant"
        parameters["error_description"] = "AADSTS53000: " + ServiceError.deviceNotCompliant.message
        return .redirect(to: "msauth://wpj?" + parameters.encoded, headers: headers)
      }
      let code = (redirect.version == .v1 ? "AQABAAIAAAD" : "0.A") + random.base64URLString(length: 160)
      authorizationCodes[code] = AuthorizationCodeRecord(
        clientID: flow.app.clientID, redirectURI: redirect.redirectURI, userObjectID: user.objectID, tenantID: tenant.id,
        cloudName: flow.authority.cloud.name, target: flow.target, codeChallenge: redirect.codeChallenge,
        codeChallengeMethod: redirect.codeChallengeMethod, nonce: redirect.nonce, issuedAt: context.now,
        authTime: flow.authTime, multiFactor: flow.multiFactor, b2cPolicy: flow.authority.b2cPolicy)
      var parameters = FormParameters()
      parameters["code"] = code
      if redirect.wantsClientInfo {
        var uid = user.objectID
        if let policy = flow.authority.b2cPolicy { uid += "-" + policy.lowercased() }
        parameters["client_info"] = Base64URL.encode(
          JSONValue.object(["uid": .string(uid), "utid": .string(user.homeTenantID)]).compactText)
      }
      if let state = redirect.state { parameters["state"] = state }
      parameters["session_state"] = random.uuidString()
      if redirect.instanceAware {
        parameters["cloud_instance_name"] = flow.authority.cloud.instanceName
        parameters["cloud_instance_host_name"] = flow.authority.cloud.host
      }
      return IdentityPlatform.authorizeResponse(
        parameters, to: redirect.redirectURI, responseMode: redirect.responseMode, headers: headers)
    }
  }

  /// Sends a failure where it belongs: the app's redirect URI, or an error page.
  private func deliver(
    _ error: ServiceError, redirectable: Bool, subcode: String?, flow: SignInFlow, context: RequestContext
  ) -> HTTPResponse {
    switch flow.purpose {
    case .authorize(let redirect) where redirectable:
      return errorRedirect(
        error, redirectURI: redirect.redirectURI, state: redirect.state, responseMode: redirect.responseMode,
        subcode: subcode, context: context)
    case .deviceCode(let deviceCode):
      if error == .userDeclinedConsent, var record = deviceCodes[deviceCode] {
        record.status = .declined
        deviceCodes[deviceCode] = record
      }
      return errorPage(error, appName: flow.app.displayName, context: context)
    default:
      return errorPage(error, appName: flow.app.displayName, context: context)
    }
  }

  /// The error a `prompt=none` request gets instead of the page it would have needed.
  private func silentFailure(for page: SignInPage, flow: SignInFlow) -> ServiceError {
    switch page.kind {
    case .pickAccount: return .accountSelectionRequired
    case .approveMFA:
      return .mfaRequired(resourceAppID: flow.target.primaryResource?.api.appID ?? ProtectedAPI.graphAppID)
    case .consent:
      let error = ServiceError.consentRequired(clientID: flow.app.clientID, appName: flow.app.displayName)
      return ServiceError(error: "consent_required", code: error.code, message: error.message)
    default: return .noSignedInUser
    }
  }

  // MARK: - Sessions and hints

  /// The usernames signed in to the browser whose cookies are `browser`'s, in any cloud, whose
  /// sessions are still valid (for showing what a web view remembers).
  public func signedInUsernames(in browser: SignInBrowser) -> [String] {
    let browserIDs = browser.cookies.values.compactMap { $0[IdentityPlatform.sessionCookieName] }.filter { !$0.isEmpty }
    var usernames: [String] = []
    for browserID in browserIDs {
      for session in browserSessions[browserID] ?? [] {
        guard let user = directory.user(objectID: session.userObjectID), user.isEnabled,
          user.tokensValidFrom.map({ session.authTime >= $0 }) ?? true, !usernames.contains(user.userPrincipalName)
        else { continue }
        usernames.append(user.userPrincipalName)
      }
    }
    return usernames
  }

  /// The sessions of the flow's browser that are still valid in its cloud.
  func validSessions(_ flow: SignInFlow) -> [BrowserSession] {
    guard let browserID = flow.browserID else { return [] }
    return (browserSessions[browserID] ?? []).filter { session in
      guard session.cloudName == flow.authority.cloud.name, let user = directory.user(objectID: session.userObjectID),
        user.isEnabled
      else { return false }
      return user.tokensValidFrom.map { session.authTime >= $0 } ?? true
    }
  }

  /// Whether `user` can sign in on this flow's cloud. An instance-aware authorize request at
  /// `common` or `organizations` first moves to the user's own national cloud, as home realm
  /// discovery sends the browser there.
  func admit(_ user: DirectoryUser, into flow: inout SignInFlow) -> Bool {
    guard let cloudName = directory.tenant(id: user.homeTenantID)?.cloudName else { return false }
    if cloudName == flow.authority.cloud.name { return true }
    guard case .authorize(let redirect) = flow.purpose, redirect.instanceAware, flow.authority.b2cPolicy == nil,
      flow.authority.selector == .common || flow.authority.selector == .organizations,
      let cloud = directory.cloud(named: cloudName)
    else { return false }
    flow.authority = ResolvedAuthority(
      host: cloud.host, cloud: cloud, segment: flow.authority.segment, selector: flow.authority.selector, b2cPolicy: nil)
    return true
  }

  /// Uses `login_hint`: signs in silently with a matching session, or skips the username page.
  func applyLoginHint(to flow: inout SignInFlow) {
    guard let hint = flow.loginHint, flow.prompt != .selectAccount, let user = directory.user(username: hint),
      admit(user, into: &flow)
    else { return }
    flow.userObjectID = user.objectID
    if flow.prompt != .login, let session = validSessions(flow).first(where: { $0.userObjectID == user.objectID }) {
      adopt(session, into: &flow)
    }
  }

  private func adopt(_ session: BrowserSession, into flow: inout SignInFlow) {
    flow.userObjectID = session.userObjectID
    flow.isAuthenticated = true
    flow.authTime = session.authTime
    flow.multiFactor = session.multiFactor
  }

  // MARK: - Pages

  /// The permissions a flow asks for, and those nobody has granted yet.
  private func consentPermissions(_ flow: SignInFlow, tenant: Tenant, user: DirectoryUser)
    -> (requested: [MissingPermission], missing: [MissingPermission])
  {
    let resources: [ResourceRequest]
    switch flow.target {
    case .scopes(let scopes): resources = scopes.resources
    case .resource(let resource): resources = [resource]
    }
    let missing = missingConsent(
      app: flow.app, tenant: tenant, user: user, resources: resources, openIDScopes: flow.target.openIDScopes,
      version: flow.target.version)
    var requested: [MissingPermission] = []
    if let graph = directory.api(appID: ProtectedAPI.graphAppID), flow.target.version == .v2 {
      requested += flow.target.openIDScopes.compactMap { graph.scope(named: $0).map { MissingPermission(api: graph, scope: $0) } }
    }
    for resource in resources {
      requested += requiredScopes(resource, app: flow.app).compactMap {
        resource.api.scope(named: $0).map { MissingPermission(api: resource.api, scope: $0) }
      }
    }
    return (requested, missing)
  }

  private func page(
    _ kind: SignInPage.Kind, _ flow: SignInFlow, user: DirectoryUser? = nil, tenant: Tenant? = nil,
    accounts: [DirectoryUser] = [], permissions: [MissingPermission] = []
  ) -> SignInPage {
    let organization =
      tenant?.displayName ?? flow.authority.specificTenant?.displayName
      ?? user.flatMap { directory.tenant(id: $0.homeTenantID)?.displayName } ?? "Microsoft"
    let submitURL: String
    if let policy = flow.authority.b2cPolicy {
      submitURL = "https://\(flow.authority.host)/\(flow.authority.segment)/\(policy)/login"
    } else {
      submitURL = "https://\(flow.authority.host)/\(flow.authority.segment)/login"
    }
    return SignInPage(
      kind: kind, flowToken: flow.token, submitURL: submitURL, appName: flow.app.displayName, organization: organization,
      username: user?.userPrincipalName ?? (kind == .enterUsername ? flow.loginHint : nil),
      accounts: accounts.map { SignInPage.Account(username: $0.userPrincipalName, displayName: $0.displayName) },
      permissions: permissions.map {
        SignInPage.Permission(
          scope: $0.scope.value, description: $0.scope.userConsentDescription, apiName: $0.api.displayName,
          requiresAdmin: $0.scope.requiresAdminConsent)
      },
      needsAdminApproval: permissions.contains { $0.scope.requiresAdminConsent }, notice: flow.notice,
      mfaNumber: kind == .approveMFA ? flow.mfaNumber : nil)
  }
}
