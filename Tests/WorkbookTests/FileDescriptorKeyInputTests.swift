import CPseudoTerminal
import Testing
import Workbook

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct FileDescriptorKeyInputTests {
  /// The keys read from a pipe holding `bytes` (closed after them), up to the end of input.
  private func keys(readingPipeWith bytes: [UInt8]) throws -> [TerminalKey] {
    var descriptors: [Int32] = [0, 0]
    try #require(pipe(&descriptors) == 0)
    defer { close(descriptors[0]) }
    #expect(write(descriptors[1], bytes, bytes.count) == bytes.count)
    close(descriptors[1])
    let input = FileDescriptorKeyInput(fileDescriptor: descriptors[0])
    var keys: [TerminalKey] = []
    while keys.count < 100 {
      let key = input.readKey()
      keys.append(key)
      if key == .endOfInput { break }
    }
    return keys
  }

  // MARK: - Decoding keys

  @Test func printableEnterAndBackspaceKeys() throws {
    #expect(
      try keys(readingPipeWith: Array("ab\r\n".utf8) + [0x7F, 0x08])
        == [.character("a"), .character("b"), .enter, .enter, .backspace, .backspace, .endOfInput])
  }

  @Test func utf8InputArrivesAsWholeCharacters() throws {
    #expect(
      try keys(readingPipeWith: Array("éλ€😀".utf8))
        == [.character("é"), .character("λ"), .character("€"), .character("😀"), .endOfInput])
  }

  @Test func malformedUTF8IsSkipped() throws {
    // A stray continuation byte, a lead byte cut short by "x", and an overlong encoding of "/".
    #expect(try keys(readingPipeWith: [0x80, 0xC3, 0x78, 0xC0, 0xAF, 0x79]) == [.character("x"), .character("y"), .endOfInput])
  }

  @Test func ctrlCAndCtrlDAreKeys() throws {
    #expect(try keys(readingPipeWith: [0x03, 0x61, 0x04]) == [.interrupt, .character("a"), .endOfInput])
  }

  @Test func otherControlKeysAreSkipped() throws {
    #expect(try keys(readingPipeWith: [0x01, 0x09, 0x61, 0x15]) == [.character("a"), .endOfInput])
  }

  @Test func escapeSequencesAreSkipped() throws {
    // Up arrow, F1 (SS3), Ctrl-Right with parameters, then a letter.
    let bytes = Array("\u{1B}[A\u{1B}OP\u{1B}[1;5Cq".utf8)
    #expect(try keys(readingPipeWith: bytes) == [.character("q"), .endOfInput])
  }

  @Test func escFollowedByAnotherKeyIsEscThenThatKey() throws {
    #expect(try keys(readingPipeWith: Array("\u{1B}x".utf8)) == [.escape, .character("x"), .endOfInput])
    #expect(try keys(readingPipeWith: Array("\u{1B}\u{1B}[B".utf8)) == [.escape, .endOfInput])
  }

  @Test func escAtTheEndOfInputIsEsc() throws {
    #expect(try keys(readingPipeWith: [0x1B]) == [.escape, .endOfInput])
  }

  @Test func escWithNothingAfterItIsEscOnceTheWaitIsOver() throws {
    var descriptors: [Int32] = [0, 0]
    try #require(pipe(&descriptors) == 0)
    defer {
      close(descriptors[0])
      close(descriptors[1])
    }
    #expect(write(descriptors[1], [UInt8(0x1B)], 1) == 1)
    #expect(FileDescriptorKeyInput(fileDescriptor: descriptors[0], escapeTimeoutMilliseconds: 20).readKey() == .escape)
  }

  // MARK: - Terminal mode

  @Test func aPipeIsReadWithoutTerminalMode() throws {
    var descriptors: [Int32] = [0, 0]
    try #require(pipe(&descriptors) == 0)
    defer { close(descriptors[0]) }
    close(descriptors[1])
    let input = FileDescriptorKeyInput(fileDescriptor: descriptors[0])
    input.beginReadingKeys()
    #expect(!input.isTerminalInKeyMode)
    #expect(input.readKey() == .endOfInput)
    input.endReadingKeys()
  }

  @Test func aTerminalIsInKeyModeOnlyWhileKeysAreRead() throws {
    let terminal = try TestTerminal()
    let before = try terminal.attributes()
    #expect(before.c_lflag & tcflag_t(ICANON) != 0)
    let input = FileDescriptorKeyInput(fileDescriptor: terminal.terminal)
    input.beginReadingKeys()
    #expect(input.isTerminalInKeyMode)
    let during = try terminal.attributes()
    #expect(during.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
    #expect(TestTerminal.controlCharacter(Int(VMIN), of: during) == 1)
    #expect(TestTerminal.controlCharacter(Int(VTIME), of: during) == 0)
    terminal.type([0x03, 0x61])
    #expect(input.readKey() == .interrupt)
    #expect(input.readKey() == .character("a"))
    input.endReadingKeys()
    #expect(!input.isTerminalInKeyMode)
    #expect(try TestTerminal.same(terminal.attributes(), before))
  }

  @Test func thePresenterRestoresTheTerminalWhenEscCancels() throws {
    let terminal = try TestTerminal()
    let before = try terminal.attributes()
    let input = FileDescriptorKeyInput(fileDescriptor: terminal.terminal, escapeTimeoutMilliseconds: 20)
    let presenter = terminal.presenter(reading: input, typing: Array("Conto".utf8) + [0x7F, 0x1B], atPrompt: "Password: ")
    #expect(presenter.present(SignInPageSamples.enterPassword(), appName: "Contoso Mail") == .cancel)
    #expect(presenter.lastCancelReason == "you pressed Esc on the “Enter password” page")
    #expect(try TestTerminal.same(terminal.attributes(), before))
  }

  @Test func thePresenterReadsAnAnswerTypedOnATerminal() throws {
    let terminal = try TestTerminal()
    let before = try terminal.attributes()
    let input = FileDescriptorKeyInput(fileDescriptor: terminal.terminal)
    let keys = Array("\u{1B}[Dadèlx".utf8) + [0x7F] + Array("e@contoso.com\r".utf8)
    let presenter = terminal.presenter(reading: input, typing: keys, atPrompt: "Email or phone: ")
    #expect(presenter.present(SignInPageSamples.enterUsername, appName: "Contoso Mail") == .answer(.username("adèle@contoso.com")))
    #expect(try TestTerminal.same(terminal.attributes(), before))
  }
}

/// A pseudo-terminal whose terminal side is read as a person's keyboard; bytes typed on the
/// controlling side arrive there.
private final class TestTerminal {
  let controller: Int32
  let terminal: Int32

  init() throws {
    var terminal: Int32 = -1
    controller = pseudo_terminal_open(&terminal)
    guard controller >= 0 else { throw TestTerminalError.cannotOpen }
    self.terminal = terminal
  }

  deinit {
    close(terminal)
    close(controller)
  }

  func attributes() throws -> termios {
    var attributes = termios()
    guard tcgetattr(terminal, &attributes) == 0 else { throw TestTerminalError.cannotReadAttributes }
    return attributes
  }

  func type(_ bytes: [UInt8]) {
    _ = write(controller, bytes, bytes.count)
  }

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

  static func controlCharacter(_ index: Int, of attributes: termios) -> cc_t {
    var attributes = attributes
    return withUnsafeBytes(of: &attributes.c_cc) { $0[index] }
  }

  /// Whether two attribute sets agree on the flags and control characters.
  static func same(_ first: termios, _ second: termios) -> Bool {
    var first = first
    var second = second
    let characters = withUnsafeBytes(of: &first.c_cc) { Array($0) } == withUnsafeBytes(of: &second.c_cc) { Array($0) }
    return characters && first.c_lflag == second.c_lflag && first.c_iflag == second.c_iflag
      && first.c_oflag == second.c_oflag && first.c_cflag == second.c_cflag
  }

  enum TestTerminalError: Error {
    case cannotOpen, cannotReadAttributes
  }
}
