#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Key presses read from a file descriptor (standard input by default).
///
/// While an answer is read (between ``beginReadingKeys()`` and ``endReadingKeys()``) a terminal is
/// put in non-canonical mode without echo or signals, so each key arrives at once, nothing typed
/// appears unless the reader draws it, and Ctrl-C arrives as a key instead of SIGINT; the saved
/// attributes are put back afterwards. A descriptor that is not a terminal (a pipe) is read as is.
///
/// Esc is told apart from escape sequences (arrow keys send `ESC [ A`): a `[` or `O` arriving
/// within ``escapeTimeoutMilliseconds`` after ESC starts a sequence, which is read and ignored.
public final class FileDescriptorKeyInput: TerminalKeyInput {
  /// The descriptor keys are read from.
  public let fileDescriptor: Int32
  /// How long after ESC a following byte still belongs to an escape sequence.
  public let escapeTimeoutMilliseconds: Int32
  /// The terminal's attributes from before ``beginReadingKeys()``, while keys are being read.
  private var savedAttributes: termios?
  /// A byte read ahead (after ESC) that belongs to the next key.
  private var pendingByte: UInt8?

  /// Reads keys from `fileDescriptor` (standard input unless given).
  public init(fileDescriptor: Int32 = STDIN_FILENO, escapeTimeoutMilliseconds: Int32 = 50) {
    self.fileDescriptor = fileDescriptor
    self.escapeTimeoutMilliseconds = escapeTimeoutMilliseconds
  }

  deinit {
    endReadingKeys()
  }

  /// Whether the terminal is in key-at-a-time mode (false when the descriptor is not a terminal).
  public var isTerminalInKeyMode: Bool { savedAttributes != nil }

  // MARK: - Terminal mode

  /// Saves the terminal's attributes and turns off line editing, echo and signal keys (VMIN 1, VTIME 0).
  public func beginReadingKeys() {
    guard savedAttributes == nil else { return }
    var attributes = termios()
    guard tcgetattr(fileDescriptor, &attributes) == 0 else { return }
    var keyMode = attributes
    keyMode.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    withUnsafeMutableBytes(of: &keyMode.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    guard tcsetattr(fileDescriptor, TCSANOW, &keyMode) == 0 else { return }
    savedAttributes = attributes
  }

  /// Puts back the attributes saved by ``beginReadingKeys()``.
  public func endReadingKeys() {
    guard var attributes = savedAttributes else { return }
    savedAttributes = nil
    _ = tcsetattr(fileDescriptor, TCSANOW, &attributes)
  }

  // MARK: - Keys

  /// The next key; control keys other than Enter, Backspace, Esc, Ctrl-C and Ctrl-D are skipped.
  public func readKey() -> TerminalKey {
    while true {
      guard let byte = nextByte() else { return .endOfInput }
      switch byte {
      case 0x0A, 0x0D: return .enter
      case 0x08, 0x7F: return .backspace
      case 0x03: return .interrupt
      case 0x04: return .endOfInput
      case 0x1B:
        guard let next = nextByte(withinMilliseconds: escapeTimeoutMilliseconds) else { return .escape }
        switch next {
        case UInt8(ascii: "["): skipControlSequence()
        case UInt8(ascii: "O"): _ = nextByte(withinMilliseconds: escapeTimeoutMilliseconds)
        default:
          pendingByte = next
          return .escape
        }
      case 0x20..<0x7F: return .character(Character(Unicode.Scalar(byte)))
      case 0xC0...0xF7:
        if let character = readUTF8Character(leadingByte: byte) { return .character(character) }
      default: continue
      }
    }
  }

  /// Reads the rest of a control sequence after `ESC [`: parameter and intermediate bytes up to
  /// the final byte (`@` to `~`); a byte that cannot belong to it is kept for the next key.
  private func skipControlSequence() {
    while let byte = nextByte(withinMilliseconds: escapeTimeoutMilliseconds) {
      switch byte {
      case 0x20...0x3F: continue
      case 0x40...0x7E: return
      default:
        pendingByte = byte
        return
      }
    }
  }

  /// The Character a UTF-8 sequence starting with `leadingByte` encodes; nil when the sequence is
  /// malformed or encodes a control character (a byte that cannot continue it is kept).
  private func readUTF8Character(leadingByte: UInt8) -> Character? {
    let continuationCount = leadingByte >= 0xF0 ? 3 : leadingByte >= 0xE0 ? 2 : 1
    var bytes = [leadingByte]
    for _ in 0..<continuationCount {
      guard let byte = nextByte() else { return nil }
      guard byte & 0xC0 == 0x80 else {
        pendingByte = byte
        return nil
      }
      bytes.append(byte)
    }
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator), scalar.properties.generalCategory != .control
    else { return nil }
    return Character(scalar)
  }

  // MARK: - Bytes

  /// The next byte, waiting as long as it takes; nil at the end of input or on a read error.
  private func nextByte() -> UInt8? {
    if let byte = pendingByte {
      pendingByte = nil
      return byte
    }
    var byte: UInt8 = 0
    while true {
      let count = read(fileDescriptor, &byte, 1)
      if count == 1 { return byte }
      if count < 0, errno == EINTR { continue }
      if count < 0, errno == EAGAIN || errno == EWOULDBLOCK, waitForInput(milliseconds: -1) { continue }
      return nil
    }
  }

  /// The next byte if one arrives within `milliseconds`.
  private func nextByte(withinMilliseconds milliseconds: Int32) -> UInt8? {
    if pendingByte != nil || waitForInput(milliseconds: milliseconds) { return nextByte() }
    return nil
  }

  /// Whether input (or its end) is ready within `milliseconds` (-1: however long it takes).
  private func waitForInput(milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&descriptor, 1, milliseconds)
      if ready < 0, errno == EINTR { continue }
      return ready > 0
    }
  }
}
