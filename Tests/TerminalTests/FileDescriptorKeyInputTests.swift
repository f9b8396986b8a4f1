import Foundation
import Terminal
import TestSupport
import Testing

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
    let terminal = try PseudoTerminal()
    let before = try terminal.attributes()
    #expect(before.c_lflag & tcflag_t(ICANON) != 0)
    let input = FileDescriptorKeyInput(fileDescriptor: terminal.terminal)
    input.beginReadingKeys()
    #expect(input.isTerminalInKeyMode)
    let during = try terminal.attributes()
    #expect(during.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
    #expect(PseudoTerminal.controlCharacter(Int(VMIN), of: during) == 1)
    #expect(PseudoTerminal.controlCharacter(Int(VTIME), of: during) == 0)
    terminal.type([0x03, 0x61])
    #expect(input.readKey() == .interrupt)
    #expect(input.readKey() == .character("a"))
    input.endReadingKeys()
    #expect(!input.isTerminalInKeyMode)
    #expect(try PseudoTerminal.same(terminal.attributes(), before))
  }
}
