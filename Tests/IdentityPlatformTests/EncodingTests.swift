import Determinism
import Foundation
import IdentityPlatform
import Testing
import TextCoding

@Suite("Form, URL and JSON encoding, and sign-in pages")
struct EncodingTests {
  @Test("form encoding: spaces as +, reserved characters escaped, round trip")
  func formRoundTrip() throws {
    let form: FormParameters = ["scope": "User.Read openid", "redirect_uri": "msauth.com.contoso.mail://auth", "e": "é&="]
    #expect(form.encoded == "scope=User.Read+openid&redirect_uri=msauth.com.contoso.mail%3A%2F%2Fauth&e=%C3%A9%26%3D")
    #expect(try FormParameters(decoding: form.encoded) == form)
  }

  @Test("percent-encoding keeps RFC 3986's unreserved characters and escapes every other byte, as Foundation does", arguments: [
    "", "User.Read offline_access", "a~b-c_d.e", "\u{0}\n\t\u{7F}", "é日本\u{1F600}", "%+&=?#/:@!$'()*,;[]", "AZaz09",
  ])
  func percentEncodingMatchesFoundation(text: String) throws {
    var unreserved = CharacterSet(charactersIn: "-._~")
    unreserved.formUnion(CharacterSet(charactersIn: "A"..."Z"))
    unreserved.formUnion(CharacterSet(charactersIn: "a"..."z"))
    unreserved.formUnion(CharacterSet(charactersIn: "0"..."9"))
    let foundation = try #require(text.addingPercentEncoding(withAllowedCharacters: unreserved))
    #expect(FormParameters.percentEncode(text) == foundation.replacingOccurrences(of: "%20", with: "+"))
  }

  @Test("header names compare without ASCII case, and only ASCII letters fold")
  func headerNames() {
    var headers: HTTPHeaders = ["Content-Type": "text/html", "Set-Cookie": "a=1", "set-cookie": "b=2"]
    #expect(headers["content-type"] == "text/html")
    #expect(headers["CONTENT-TYPE"] == "text/html")
    #expect(headers["Content-Typ"] == nil)
    #expect(headers["Content_Type"] == nil)
    #expect(headers.values(for: "SET-COOKIE") == ["a=1", "b=2"])
    headers["SET-cookie"] = "c=3"
    #expect(headers.values(for: "Set-Cookie") == ["c=3"])
    #expect(headers == ["content-type": "text/html", "set-COOKIE": "c=3"])
    #expect(headers != ["content-type": "text/html", "set-COOKIE": "C=3"])
    // "@" and "`" differ only in the bit that folds letters; they are not letters.
    #expect((["X@": "1"] as HTTPHeaders)["X`"] == nil)
  }

  @Test("form decoding reports duplicates and bad escapes")
  func formErrors() {
    #expect(throws: FormDecodingError.duplicated(name: "a")) { try FormParameters(decoding: "a=1&a=2") }
    #expect(throws: FormDecodingError.self) { try FormParameters(decoding: "a=%4") }
    #expect((try? FormParameters(decoding: "a=1&a=2", rejectDuplicates: false))?.pairs.count == 2)
  }

  @Test("URLs split into host, path segments, query and fragment")
  func urls() throws {
    let url = try #require(RequestURL("https://Login.MicrosoftOnline.com/common/oauth2/v2.0/token?x=1#frag"))
    #expect(url.host == "login.microsoftonline.com")
    #expect(url.pathSegments == ["common", "oauth2", "v2.0", "token"])
    #expect(url.query == "x=1")
    #expect(url.fragment == "frag")
    #expect(RequestURL("no scheme") == nil)
  }

  @Test("JSON keeps member order and integer/string distinction; parse(compactText) round-trips")
  func jsonRoundTrip() throws {
    let value: JSONValue = .object(["b": 1, "a": "1", "c": [true, .null, .double(1.5)], "d": .object(["e": "\"\\\n\u{01}"])])
    #expect(value.compactText == #"{"b":1,"a":"1","c":[true,null,1.5],"d":{"e":"\"\\\n\u0001"}}"#)
    #expect(try JSONValue.parse(value.compactText) == value)
    #expect(try JSONValue.parse(value.prettyText) == value)
  }

  @Test("JSON parse errors give the offset", arguments: [("{", 1), ("[1,]", 3), (#"{"a" 1}"#, 5), ("tru", 0), ("1 2", 2)])
  func jsonErrors(text: String, offset: Int) {
    #expect(throws: JSONParseError.self) { try JSONValue.parse(text) }
    do {
      _ = try JSONValue.parse(text)
    } catch {
      #expect(error.offset == offset, "\(error)")
    }
  }

  @Test("JSON unicode escapes, including surrogate pairs")
  func jsonUnicode() throws {
    #expect(try JSONValue.parse(#""\u00e9\ud83d\ude00""#) == .string("é😀"))
    #expect(throws: JSONParseError.self) { try JSONValue.parse(#""\ud83d""#) }
  }

  @Test("a sign-in page escapes its text and its embedded JSON, and reads back unchanged")
  func signInPageEscaping() throws {
    let page = SignInPage(
      kind: .enterPassword, flowToken: "a&b<c>\"d\"", submitURL: "https://login.microsoftonline.com/common/login?x=1&y=2",
      appName: "Tom & Jerry's <App>", organization: "Contoso \"Ltd\"", username: "adele@contoso.com",
      notice: "</script><script>alert(1)</script> & café")
    let html = page.html
    #expect(html.contains("<div class=\"organization\">Contoso &quot;Ltd&quot;</div>"))
    #expect(html.contains("<p class=\"error\" role=\"alert\" id=\"usernameError\">&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; café</p>"))
    #expect(html.contains("action=\"https://login.microsoftonline.com/common/login?x=1&amp;y=2\""))
    // The JSON in the script element never closes it: `</` is written `<\/`.
    let script = try #require(html.range(of: "//<![CDATA[")).upperBound
    #expect(!html[script...].dropLast("</script>\n</body></html>".count).contains("</"))
    #expect(SignInPage(response: .html(html)) == page)
  }
}
