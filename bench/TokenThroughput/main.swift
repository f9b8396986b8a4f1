import Foundation
import IdentityPlatform

// Measures in-process token requests per second on the refresh-token grant, the request MSAL's
// silent acquisition sends most: each iteration builds the form as MSAL does, sends it, parses the
// JSON response and keeps the rotated refresh token for the next request.
//
// Usage: token-throughput [--rounds N] [--requests N]

struct Options {
  var rounds = 7
  var requests = 2_000

  init(arguments: [String]) {
    var iterator = arguments.dropFirst().makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--rounds": rounds = iterator.next().flatMap(Int.init) ?? rounds
      case "--requests": requests = iterator.next().flatMap(Int.init) ?? requests
      default:
        FileHandle.standardError.write(Data("token-throughput: unknown argument '\(argument)'\n".utf8))
        exit(2)
      }
    }
  }
}

func signIn(_ platform: IdentityPlatform) -> String {
  guard let user = ScriptedUser(username: "adele@contoso.com", in: platform.directory) else { fatalError("no Adele") }
  var browser = SignInBrowser()
  let verifier = String(repeating: "v", count: 43)
  var query: FormParameters = [
    "client_id": World.ClientID.contosoMail, "response_type": "code", "redirect_uri": "msauth.com.contoso.mail://auth",
    "scope": "User.Read openid profile offline_access", "code_challenge_method": "S256", "client_info": "1",
  ]
  query["code_challenge"] = IdentityPlatform.pkceChallenge(for: verifier, method: "S256")
  let step = try! browser.signIn(
    at: "https://login.microsoftonline.com/common/oauth2/v2.0/authorize?" + query.encoded, as: user, send: platform.send)
  guard case .redirect(let location) = step, let url = RequestURL(location),
    let code = try? FormParameters(decoding: url.query ?? "")["code"]
  else { fatalError("sign-in did not redirect with a code: \(step)") }
  let response = try! platform.send(
    .postForm(
      "https://login.microsoftonline.com/common/oauth2/v2.0/token",
      form: [
        "client_id": World.ClientID.contosoMail, "grant_type": "authorization_code", "client_info": "1", "code": code,
        "redirect_uri": "msauth.com.contoso.mail://auth", "code_verifier": verifier,
        "scope": "User.Read openid profile offline_access",
      ]))
  guard let token = response.jsonBody?["refresh_token"]?.stringValue else { fatalError("no refresh token: \(response.text)") }
  return token
}

let options = Options(arguments: CommandLine.arguments)
let platform = IdentityPlatform()
var refreshToken = signIn(platform)
let headers: HTTPHeaders = [
  "Accept": "application/json", "x-client-SKU": "MSAL.iOS", "x-client-Ver": "2.13.0", "return-client-request-id": "true",
  "client-request-id": "0000aaaa-11bb-4ccc-8d22-000000000001",
]

var rates: [Double] = []
for _ in 0..<options.rounds {
  let clock = ContinuousClock()
  let elapsed = clock.measure {
    for _ in 0..<options.requests {
      let form: FormParameters = [
        "client_id": World.ClientID.contosoMail, "grant_type": "refresh_token", "client_info": "1",
        "refresh_token": refreshToken, "scope": "User.Read openid profile offline_access",
      ]
      let response = try! platform.send(
        .postForm("https://login.microsoftonline.com/common/oauth2/v2.0/token", form: form, headers: headers))
      guard response.status == 200, let next = response.jsonBody?["refresh_token"]?.stringValue else {
        fatalError("refresh failed: \(response.text)")
      }
      refreshToken = next
    }
  }
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  rates.append(Double(options.requests) / seconds)
}
rates.sort()
let median = rates[rates.count / 2]
print(String(format: "refresh-grant requests/s: median %.0f, min %.0f, max %.0f (%d rounds x %d requests)",
  median, rates.first ?? 0, rates.last ?? 0, options.rounds, options.requests))
print(String(format: "per request: %.1f µs (median)", 1e6 / median))
