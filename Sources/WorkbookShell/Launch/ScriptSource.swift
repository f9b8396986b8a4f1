import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The text of the script `workbook run` was given: a file, a pipe (`<(…)`, a FIFO), or standard
/// input for `-`; or, when it cannot be read, a message that says plainly why.
package enum ScriptSource {
  /// Why a script could not be read, in the words `workbook run` prints.
  package struct Failure: Error, Equatable, CustomStringConvertible {
    package let description: String
  }

  /// The script's text. `-` reads standard input to its end.
  package static func read(_ path: String) throws(Failure) -> String {
    if path == "-" { return try decode(FileHandle.standardInput.readDataToEndOfFile(), from: "standard input") }
    var status = stat()
    guard stat(path, &status) == 0 else {
      switch errno {
      case ENOENT, ENOTDIR: throw Failure(description: "\(path): no such file")
      case EACCES: throw Failure(description: "\(path): permission denied (a folder on the way cannot be searched)")
      default: throw Failure(description: "\(path): \(String(cString: strerror(errno)))")
      }
    }
    switch status.st_mode & S_IFMT {
    case S_IFDIR:
      throw Failure(description: "\(path) is a directory; give the Swift file to run (`workbook run FILE.swift`)")
    case S_IFREG, S_IFIFO, S_IFCHR:
      // A pipe or a character device (`<(…)`, `/dev/stdin`, `/dev/null`) is read to its end, as a file is.
      break
    default:
      throw Failure(description: "\(path) is not a file that can be read as a script")
    }
    guard access(path, R_OK) == 0 else { throw Failure(description: "\(path): permission denied") }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw Failure(description: "\(path): \(String(cString: strerror(errno)))")
    }
    defer { try? handle.close() }
    return try decode(handle.readDataToEndOfFile(), from: path)
  }

  /// The text of `data`, which must be UTF-8, as Swift source is.
  private static func decode(_ data: Data, from source: String) throws(Failure) -> String {
    guard let text = String(data: data, encoding: .utf8) else {
      throw Failure(description: "\(source) is not UTF-8 text, so not a Swift script")
    }
    return text
  }
}
