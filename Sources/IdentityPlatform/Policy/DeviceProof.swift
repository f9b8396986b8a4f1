import Crypto
import Foundation
import TextCoding

extension RegisteredDevice {
  /// The `Authorization` header value with which this device proves itself on a request to `audience`.
  public func pkeyAuthHeader(audience: String, issuedAt: Date) -> String {
    let header: JSONObject = ["alg": "HS256", "typ": "JWT", "kid": .string(deviceID)]
    let claims: JSONObject = [
      "aud": .string(audience), "iat": .int(Int(issuedAt.timeIntervalSince1970.rounded(.down))),
    ]
    let signingInput = Base64URL.encode(JSONValue.object(header).compactText) + "."
      + Base64URL.encode(JSONValue.object(claims).compactText)
    let mac = HMAC<SHA256>.authenticationCode(for: Data(utf8Of: signingInput), using: SymmetricKey(data: secret))
    return #"PKeyAuth AuthToken="\#(signingInput).\#(Base64URL.encode(mac))", Context="", Version="1.0""#
  }
}

extension IdentityPlatform {
  /// The registered device that proved itself on `request` (for `audience`), or nil.
  func provenDevice(on request: HTTPRequest, audience: String, now: Date) -> RegisteredDevice? {
    guard let authorization = request.headers["Authorization"], authorization.hasPrefix("PKeyAuth "),
      let start = authorization.range(of: #"AuthToken=""#)
    else { return nil }
    let rest = authorization[start.upperBound...]
    guard let end = rest.firstIndex(of: "\"") else { return nil }
    let token = String(rest[..<end])
    guard let jwt = try? JSONWebToken(compact: token), jwt.header["alg"]?.stringValue == "HS256",
      let deviceID = jwt.header["kid"]?.stringValue, let device = registeredDevices[deviceID.lowercased()]
    else { return nil }
    let expected = HMAC<SHA256>.authenticationCode(for: Data(utf8Of: jwt.signingInput), using: SymmetricKey(data: device.secret))
    guard Data(expected) == jwt.signature, jwt.claims["aud"]?.stringValue == audience,
      let issuedAt = jwt.claims["iat"]?.intValue, abs(Double(issuedAt) - now.timeIntervalSince1970) <= 300
    else { return nil }
    return device
  }
}
