import Foundation
import StateFiles
import Testing

@Suite struct StateDirectoryTests {
  private let home = URL(fileURLWithPath: "/home/learner")

  @Test("XDG_STATE_HOME wins when it is absolute; otherwise the platform's place under HOME")
  func location() {
    #expect(StateDirectory(environment: ["XDG_STATE_HOME": "/tmp/state"], home: home).historyFile.path == "/tmp/state/msal-workbook/history")
    let fallback = StateDirectory(environment: ["XDG_STATE_HOME": "relative/state"], home: home).url.path
    #if os(macOS)
      #expect(fallback == "/home/learner/Library/Application Support/msal-workbook")
    #else
      #expect(fallback == "/home/learner/.local/state/msal-workbook")
    #endif
  }
}
