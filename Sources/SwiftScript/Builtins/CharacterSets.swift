import Foundation

extension Interpreter {
  /// Foundation's predefined character sets (`.whitespaces` for `trimmingCharacters(in:)`), when the
  /// host registry does not register `CharacterSet` itself.
  func characterSetMember(_ name: String) -> Value? {
    let set: CharacterSet
    switch name {
    case "whitespaces": set = .whitespaces
    case "whitespacesAndNewlines": set = .whitespacesAndNewlines
    case "newlines": set = .newlines
    case "decimalDigits": set = .decimalDigits
    case "letters": set = .letters
    case "alphanumerics": set = .alphanumerics
    case "punctuationCharacters": set = .punctuationCharacters
    case "uppercaseLetters": set = .uppercaseLetters
    case "lowercaseLetters": set = .lowercaseLetters
    default: return nil
    }
    return .host(HostValue(set, type: Interpreter.characterSetType))
  }

  /// The type of the character sets above.
  nonisolated(unsafe) private static let characterSetType: HostType = {
    let type = HostType(name: "CharacterSet", supertypeName: nil)
    type.equality = { ($0 as? CharacterSet) == ($1 as? CharacterSet) }
    return type
  }()
}
