import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The rules every file in the state directory (history, lesson progress) is read and written by,
/// so that nothing saved is ever lost:
///
/// - only a regular file is read: a FIFO, a device, a directory, or a link to one is refused
///   (reading `/dev/zero` never ends; opening a FIFO blocks until someone writes);
/// - a file that cannot be parsed is set aside (`NAME.corrupt-N`), never overwritten;
/// - a file that cannot be read is left as it is, and the caller stops saving it;
/// - writers take an exclusive lock (`NAME.lock` beside it), so two workbooks on one state
///   directory take turns to read, merge and write;
/// - writes are atomic: a new file renamed over the old one.
public enum StateFile {
  /// What is at a path, following links.
  public enum Kind: Equatable, Sendable {
    /// Nothing (or a link to nothing).
    case absent
    /// A regular file: the only kind that is read.
    case regular
    /// Anything else, named for a message: "a FIFO", "a character device", "a directory", ...
    case special(String)
  }

  /// What is at `url`, following links (a link to `/dev/zero` is a character device).
  public static func kind(of url: URL) -> Kind {
    var status = stat()
    guard stat(url.path, &status) == 0 else { return .absent }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .regular
    case S_IFIFO: return .special("a FIFO (named pipe)")
    case S_IFCHR: return .special("a character device")
    case S_IFBLK: return .special("a block device")
    case S_IFDIR: return .special("a directory")
    case S_IFSOCK: return .special("a socket")
    default: return .special("not a regular file")
    }
  }

  /// Renames `url` to the first free `NAME.corrupt-N` beside it and returns where it went.
  public static func setAside(_ url: URL) throws -> URL {
    var number = 1
    while FileManager.default.fileExists(atPath: url.path + ".corrupt-\(number)") { number += 1 }
    let destination = URL(fileURLWithPath: url.path + ".corrupt-\(number)")
    try FileManager.default.moveItem(at: url, to: destination)
    return destination
  }

  /// Runs `body` holding an exclusive lock on `url`'s lock file (`NAME.lock`), creating the folder
  /// and the lock file when needed. Where no lock file can be made (a read-only folder), `body`
  /// runs without one: its own write will fail there and say so.
  public static func withLock<Result>(on url: URL, _ body: () throws -> Result) rethrows -> Result {
    try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let descriptor = open(url.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return try body() }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }

  /// Writes `data` to `url` atomically: a new file beside it, renamed over it.
  public static func write(_ data: Data, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }

  /// A temporary path beside `url` for a writer that makes the file itself (libedit's history),
  /// to rename over `url` when it is complete.
  public static func temporaryNeighbour(of url: URL) -> URL {
    URL(fileURLWithPath: url.path + ".\(getpid()).tmp")
  }
}
