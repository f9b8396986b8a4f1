import CEditLine
import Foundation
import StateFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The editor's history file, kept by ``StateFile``'s rules so that no history is ever lost.
///
/// A file that is not a libedit history is set aside (`history.corrupt-N`) before a new one
/// starts; one that cannot be read, or is not a regular file (a FIFO, a link to `/dev/zero`), is
/// never read and never written. Each entry is added under the lock to the file as it is then, so
/// two shells on one state directory both keep their entries, and the file is replaced whole and
/// at once (written beside it, then renamed), so a crash mid-write leaves the old one.
final class HistoryFile {
  /// The file.
  let url: URL
  private let limit: Int32
  private let warn: (String) -> Void
  /// False once the file must not be written this session.
  private(set) var isSaved = true

  /// The history kept in `url`, at most `limit` entries; `warn` says what went wrong, once each.
  init(url: URL, limit: Int32, warn: @escaping (String) -> Void) {
    self.url = url
    self.limit = limit
    self.warn = warn
  }

  /// Loads the file's entries into `history`, when there is a history to load.
  func load(into history: OpaquePointer) {
    guard inspect() == .history else { return }
    if ceditline_history_load(history, url.path) < 0 { setAside() }
  }

  /// Adds `entry` to the file: under the lock, the entries the file holds now (another shell's
  /// included), then `entry`, at most `limit` of them, written whole and renamed over the file.
  func append(_ entry: String) {
    guard isSaved else { return }
    StateFile.withLock(on: url) {
      let merged = history_init()!
      defer { history_end(merged) }
      ceditline_history_set_size(merged, limit)
      ceditline_history_set_unique(merged, 1)
      switch inspect() {
      case .unusable: return
      case .nothing: break
      case .history: if ceditline_history_load(merged, url.path) < 0 { setAside() }
      }
      guard isSaved else { return }
      ceditline_history_enter(merged, entry)
      let temporary = StateFile.temporaryNeighbour(of: url)
      guard ceditline_history_save(merged, temporary.path) >= 0, rename(temporary.path, url.path) == 0 else {
        unlink(temporary.path)
        stopSaving("could not save the history file \(url.path); history will not be kept")
        return
      }
    }
  }

  /// What the file holds for a reader.
  private enum Contents {
    /// No file, or an empty one: no entries, and saving goes on.
    case nothing
    /// A regular file that can be read: entries, or something to set aside.
    case history
    /// A special file, or one without read permission: never read, and saving stops (the
    /// warning says why).
    case unusable
  }

  private func inspect() -> Contents {
    switch StateFile.kind(of: url) {
    case .absent:
      return .nothing
    case .special(let kind):
      stopSaving("the history file \(url.path) is \(kind), not a file; it is not read, and history is not saved")
      return .unusable
    case .regular:
      guard access(url.path, R_OK) == 0 else {
        stopSaving("could not read the history file \(url.path) (permission denied); it is left as it is, and history is not saved")
        return .unusable
      }
      let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
      return size > 0 ? .history : .nothing
    }
  }

  /// Renames a file that is not a history beside itself, and says where it went.
  private func setAside() {
    do {
      let destination = try StateFile.setAside(url)
      warn("the history file \(url.path) is not a libedit history; it was kept as \(destination.path), and a new history starts")
    } catch {
      stopSaving("the history file \(url.path) is not a libedit history and could not be set aside; it is left as it is, and history is not saved")
    }
  }

  private func stopSaving(_ message: String) {
    guard isSaved else { return }
    isSaved = false
    warn(message)
  }
}
