import SwiftScript
import Testing

@Suite("Enum case names read from reflection metadata")
struct EnumCaseNameTests {
  private enum Sample: Int, CaseIterable {
    case first
    case secondCase = 7
    case internalErrorRedirectSchemeNotRegistered = -42_011
  }

  private enum WithPayload {
    case plain
    case carrying(Int)
  }

  @Test("every case of an Int enum is named as String(describing:) names it")
  func integerCases() {
    for value in Sample.allCases {
      #expect(enumCaseName(value) == String(describing: value))
    }
    #expect(enumCaseName(Sample.internalErrorRedirectSchemeNotRegistered) == "internalErrorRedirectSchemeNotRegistered")
  }

  @Test("a case with a payload is named without its payload")
  func payloadCases() {
    #expect(enumCaseName(WithPayload.plain) == "plain")
    #expect(enumCaseName(WithPayload.carrying(3)) == "carrying")
  }

  @Test("values that are not enums have no case name")
  func notEnums() {
    #expect(enumCaseName(42) == nil)
    #expect(enumCaseName("plain") == nil)
  }
}
