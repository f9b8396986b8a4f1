import Foundation

/// Where the shell writes: results on one stream, errors and warnings on the other.
public struct ShellOutput {
  /// Receives script output, values and command output.
  public var standard: (String) -> Void
  /// Receives errors, faults and warnings.
  public var error: (String) -> Void

  /// Writes to `standard` and `error`.
  public init(standard: @escaping (String) -> Void, error: @escaping (String) -> Void) {
    self.standard = standard
    self.error = error
  }

  /// The process's standard output and error, unbuffered (so the two interleave in order).
  public static var process: ShellOutput {
    ShellOutput(
      standard: { FileHandle.standardOutput.write(text: $0) },
      error: { FileHandle.standardError.write(text: $0) })
  }
}
