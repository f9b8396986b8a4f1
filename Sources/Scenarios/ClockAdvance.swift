import Foundation

/// A duration the simulated clock moves forward by, as `:clock` and a lesson step's `- clock:` write
/// it: `+2h`, `+90m`, `+1d12h`, `+30s` (the clock only moves forward).
public struct ClockAdvance: Equatable, Sendable {
  /// The duration in seconds.
  public let seconds: TimeInterval

  private static let units: [Character: TimeInterval] = ["s": 1, "m": 60, "h": 3600, "d": 86_400, "w": 604_800]

  /// Parses `+` followed by one or more number-unit pairs; nil when the text is not one.
  public init?(_ text: String) {
    guard text.hasPrefix("+"), text.count > 1 else { return nil }
    var total: TimeInterval = 0
    var digits = ""
    for character in text.dropFirst() {
      if character.isASCII, character.isNumber {
        digits.append(character)
      } else if let unit = ClockAdvance.units[Character(character.lowercased())], let amount = Int(digits), digits.count <= 6 {
        total += TimeInterval(amount) * unit
        digits = ""
      } else {
        return nil
      }
    }
    guard digits.isEmpty, total > 0 else { return nil }
    seconds = total
  }

  /// The duration in words: `2 h 30 min`.
  public static func describe(_ seconds: TimeInterval) -> String {
    var remaining = Int(seconds)
    var parts: [String] = []
    for (unit, size) in [("d", 86_400), ("h", 3600), ("min", 60), ("s", 1)] where remaining >= size {
      parts.append("\(remaining / size) \(unit)")
      remaining %= size
    }
    return parts.isEmpty ? "0 s" : parts.joined(separator: " ")
  }
}
