import Foundation
import TextCoding

extension IdentityPlatform {
  /// `/common/oauth2/deviceauth`, where `https://microsoft.com/devicelogin` leads: GET shows the
  /// code-entry page; POST with `otc` starts signing in for the device that showed the code.
  func deviceAuthentication(_ request: HTTPRequest, url: RequestURL, context: RequestContext) -> HTTPResponse {
    func codePage(notice: String?) -> HTTPResponse {
      let page = SignInPage(
        kind: .enterDeviceCode, submitURL: url.withoutQuery, appName: "", organization: "Microsoft", notice: notice)
      return .html(page.html, status: 200, headers: standardHeaders(context))
    }
    guard request.method == .post else { return codePage(notice: nil) }
    let form: FormParameters
    do {
      form = try request.formBody()
    } catch {
      return errorPage(formError(error), appName: "", context: context)
    }
    let entered = (form["otc"] ?? "").trimmingSpaces.uppercased()
    guard let record = deviceCodes.values.first(where: { $0.userCode == entered }), record.status == .pending,
      context.now <= record.expiresAt, let app = directory.app(clientID: record.clientID)
    else {
      return codePage(notice: "That code didn't work. Check the code and try again.")
    }
    var flow = SignInFlow(
      token: random.base64URLString(length: 96), purpose: .deviceCode(record.deviceCode), authority: record.authority,
      app: app, target: record.target, prompt: .automatic, loginHint: nil,
      browserID: request.cookies[IdentityPlatform.sessionCookieName], device: nil, createdAt: context.now,
      authTime: context.now)
    return continueFlow(&flow, context: context)
  }
}
