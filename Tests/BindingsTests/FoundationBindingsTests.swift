import Bindings
import Foundation
import Scenarios
import SwiftScript
import Testing

@Suite("Foundation and Dispatch bindings")
struct FoundationBindingsTests {
  @Test("URL(string:) and its parts; an invalid string gives nil")
  func url() throws {
    let harness = try ScriptHarness()
    let lines = harness.lines(
      """
      let url = URL(string: "https://login.microsoftonline.com/common/oauth2/v2.0/token?x=1")!
      print(url.scheme!, url.host!, url.path, url.query!, url.lastPathComponent)
      print(url)
      print(URL(string: "") == nil, url == URL(string: url.absoluteString)!)
      """)
    #expect(lines == [
      "https login.microsoftonline.com /common/oauth2/v2.0/token x=1 token",
      "https://login.microsoftonline.com/common/oauth2/v2.0/token?x=1", "true true",
    ])
  }

  @Test("UUID(uuidString:), uuidString, equality, and UUID() makes a new one")
  func uuid() throws {
    let harness = try ScriptHarness()
    let lines = harness.lines(
      """
      let id = UUID(uuidString: "a11ce000-0000-4000-8000-0000000000a1")!
      print(id.uuidString)
      print(id == UUID(uuidString: "A11CE000-0000-4000-8000-0000000000A1")!, UUID() == UUID(), UUID(uuidString: "nope") == nil)
      """)
    #expect(lines == ["A11CE000-0000-4000-8000-0000000000A1", "true false true"])
  }

  @Test("Date() is the simulated clock; dates compare and add intervals")
  func date() throws {
    let harness = try ScriptHarness()
    let lines = harness.lines(
      """
      let now = Date()
      print(now.timeIntervalSince1970)
      let later = now.addingTimeInterval(3600)
      print(later > now, later.timeIntervalSince(now), now < Date(timeIntervalSince1970: 0))
      print(Date(timeIntervalSince1970: 0))
      """)
    #expect(lines == ["\(harness.environment.now.timeIntervalSince1970)", "true 3600.0 false", "1970-01-01 00:00:00 +0000"])
  }

  @Test("NSError: domain, code, userInfo; a script error bridges with error as NSError")
  func nsError() throws {
    let harness = try ScriptHarness()
    let lines = harness.lines(
      """
      let error = NSError(domain: "com.contoso.mail", code: 7, userInfo: [NSLocalizedDescriptionKey: "Mailbox full"])
      print(error.domain, error.code, error.userInfo[NSLocalizedDescriptionKey] as! String)
      func fail() throws { throw error }
      do { try fail() } catch let caught as NSError { print(caught.code) }
      """)
    #expect(lines == ["com.contoso.mail 7 Mailbox full", "7"])
  }

  @Test("NSError's userInfo keeps nested dictionaries and arrays as Foundation does; Any must be cast before a subscript")
  func nsErrorNestedUserInfo() throws {
    let harness = try ScriptHarness()
    let lines = harness.lines(
      """
      let error = NSError(domain: "d", code: 1, userInfo: ["headers": ["Retry-After": "120"], "codes": [1, 2]])
      print((error.userInfo["headers"] as? [String: String])?["Retry-After"] ?? "none")
      print((error.userInfo["codes"] as? [Int])?.count ?? 0)
      """)
    #expect(lines == ["120", "2"])
    let rejected = harness.run("let error2 = NSError(domain: \"d\", code: 1)\nlet value = error2.userInfo[\"headers\"][\"Retry-After\"]").result
    #expect(rejected.diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == ["2:13: value of type 'Any?' has no subscripts"])
  }

  @Test("DispatchQueue.main.async runs the block at once")
  func dispatch() throws {
    let harness = try ScriptHarness()
    let lines = harness.lines(
      """
      import Foundation
      print("before")
      DispatchQueue.main.async {
        print("inside")
      }
      DispatchQueue.global().async(execute: { print("global") })
      print("after")
      """)
    #expect(lines == ["before", "inside", "global", "after"])
  }

  @Test("import accepts Foundation, MSAL and ADAL; an unknown module is swiftc's error, naming the workbook's stand-in for UIKit")
  func imports() throws {
    let harness = try ScriptHarness()
    #expect(harness.lines("import Foundation\nimport MSAL\nimport ADAL\nimport Device\nprint(1)") == ["1"])
    #expect(harness.failureMessage("import ContosoKit\nprint(1)") == "no such module 'ContosoKit'")
    #expect(
      harness.failureMessage("import UIKit\nprint(1)")
        == "no such module 'UIKit'; in the workbook, import Device instead (its stand-ins for UIKit's types)")
    #expect(harness.failureMessage("import AppKit\nprint(1)")?.hasSuffix("import Device instead (its stand-ins for AppKit's types)") == true)
  }

  @Test("workbookConfig is a new configuration on every read")
  func workbookConfigIsFresh() throws {
    let harness = try ScriptHarness()
    let lines = harness.lines(
      """
      let config = workbookConfig
      config.clientId = "changed"
      print(config.clientId, workbookConfig.clientId, workbookConfig.redirectUri!)
      """)
    #expect(lines == ["changed 4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d msauth.com.contoso.mail://auth"])
  }
}
