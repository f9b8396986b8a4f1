/// A malformed lesson file: what is wrong and where (`Lessons/02-account-lookup.swift:14: …`).
public struct LessonFileError: Error, CustomStringConvertible, Sendable, Equatable {
  /// The lesson file's path as it was given.
  public let file: String
  /// The 1-based line the problem is on.
  public let line: Int
  /// What is wrong, in a sentence.
  public let message: String

  /// Creates an error for `file` at `line`.
  public init(file: String, line: Int, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  public var description: String { "\(file):\(line): \(message)" }
}
