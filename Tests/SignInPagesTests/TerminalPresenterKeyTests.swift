import Foundation
import SignInPages
import Terminal
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct TerminalPresenterKeyTests {
  @Test func thePresenterRestoresTheTerminalWhenEscCancels() throws {
    let terminal = try PseudoTerminal()
    let before = try terminal.attributes()
    let input = FileDescriptorKeyInput(fileDescriptor: terminal.terminal, escapeTimeoutMilliseconds: 20)
    let presenter = terminal.presenter(reading: input, typing: Array("Conto".utf8) + [0x7F, 0x1B], atPrompt: "Password: ")
    #expect(presenter.present(SignInPageSamples.enterPassword(), appName: "Contoso Mail") == .cancel)
    #expect(presenter.lastCancelReason == "you pressed Esc on the “Enter password” page")
    #expect(try PseudoTerminal.same(terminal.attributes(), before))
  }

  @Test func thePresenterReadsAnAnswerTypedOnATerminal() throws {
    let terminal = try PseudoTerminal()
    let before = try terminal.attributes()
    let input = FileDescriptorKeyInput(fileDescriptor: terminal.terminal)
    let keys = Array("\u{1B}[Dadèlx".utf8) + [0x7F] + Array("e@contoso.com\r".utf8)
    let presenter = terminal.presenter(reading: input, typing: keys, atPrompt: "Email or phone: ")
    #expect(presenter.present(SignInPageSamples.enterUsername, appName: "Contoso Mail") == .answer(.username("adèle@contoso.com")))
    #expect(try PseudoTerminal.same(terminal.attributes(), before))
  }
}

extension PseudoTerminal {
  /// A presenter reading `input` that types `keys` once it draws `prompt` (when the terminal is
  /// already in key mode, so the keys arrive as a person's would).
  func presenter(reading input: FileDescriptorKeyInput, typing keys: [UInt8], atPrompt prompt: String)
    -> TerminalWebviewPresenter
  {
    var typed = false
    return TerminalWebviewPresenter(
      input: input,
      output: { [self] text in
        guard !typed, text.contains(prompt) else { return }
        typed = true
        type(keys)
      }, style: .plain, width: 60)
  }
}
