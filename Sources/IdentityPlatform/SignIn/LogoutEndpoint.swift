import Foundation

extension IdentityPlatform {
  /// `GET /{tenant}/oauth2/logout` (v1) and `/oauth2/v2.0/logout` (v2): ends the browser's sessions
  /// in this cloud, then returns to `post_logout_redirect_uri` or shows the signed-out page.
  func logout(_ request: HTTPRequest, url: RequestURL, version: ProtocolVersion, context: RequestContext) -> HTTPResponse {
    let query: FormParameters
    do {
      query = try url.queryParameters()
    } catch {
      return errorPage(formError(error), appName: "", context: context)
    }
    let cloudName = directory.cloud(forHost: url.host)?.name ?? directory.b2cTenant(forHost: url.host)?.cloudName
    if let browserID = request.cookies[IdentityPlatform.sessionCookieName] {
      browserSessions[browserID]?.removeAll { $0.cloudName == cloudName }
    }
    var headers = standardHeaders(context)
    headers.add(
      "Set-Cookie",
      "\(IdentityPlatform.sessionCookieName)=; domain=.\(url.host); expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; secure; HttpOnly")
    if let destination = query["post_logout_redirect_uri"], !destination.isEmpty {
      return .redirect(to: destination, headers: headers)
    }
    let page = SignInPage(kind: .signedOut, appName: "", organization: "Microsoft")
    return .html(page.html, status: 200, headers: headers)
  }
}
