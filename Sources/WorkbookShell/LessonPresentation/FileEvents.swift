#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// File-system events about one file: a descriptor that becomes readable when the file is written
/// in place, or replaced by a rename (as vim and Xcode save), created or removed. Nil where the
/// platform's events cannot be had; the watch then polls.
///
/// - Linux: inotify on the file's directory, which sees writes to the file and renames into place.
/// - macOS: kqueue vnode events on the directory (a rename or a new file changes it) and on the file
///   itself (a write in place); after each event the file is opened again, since a rename puts a
///   new file in its place.
final class FileEvents {
  /// The descriptor to wait on with `poll`.
  let fileDescriptor: Int32
  private let path: String
  #if canImport(Darwin)
    private var directoryDescriptor: Int32 = -1
    private var watchedFileDescriptor: Int32 = -1
  #endif

  init?(watching path: String) {
    self.path = path
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    #if os(Linux)
      let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { return nil }
      let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_ATTRIB)
      guard inotify_add_watch(descriptor, directory, mask) >= 0 else {
        close(descriptor)
        return nil
      }
      fileDescriptor = descriptor
    #elseif canImport(Darwin)
      let queue = kqueue()
      guard queue >= 0 else { return nil }
      fileDescriptor = queue
      directoryDescriptor = open(directory, O_EVTONLY)
      // Returning nil now runs deinit, which closes what was opened.
      guard directoryDescriptor >= 0, watch(directoryDescriptor) else { return nil }
      watchFile()
    #else
      return nil
    #endif
  }

  deinit {
    #if canImport(Darwin)
      if watchedFileDescriptor >= 0 { close(watchedFileDescriptor) }
      if directoryDescriptor >= 0 { close(directoryDescriptor) }
    #endif
    close(fileDescriptor)
  }

  /// Reads the waiting events (the watch compares the file itself, so only their arrival matters).
  func drain() {
    #if os(Linux)
      var buffer = [UInt8](repeating: 0, count: 4096)
      while read(fileDescriptor, &buffer, buffer.count) > 0 {}
    #elseif canImport(Darwin)
      var events = [kevent](repeating: kevent(), count: 8)
      var noWait = timespec(tv_sec: 0, tv_nsec: 0)
      while kevent(fileDescriptor, nil, 0, &events, Int32(events.count), &noWait) > 0 {}
      watchFile()
    #endif
  }

  #if canImport(Darwin)
    /// Asks the queue for `descriptor`'s vnode events; whether it could.
    private func watch(_ descriptor: Int32) -> Bool {
      let flags = NOTE_WRITE | NOTE_EXTEND | NOTE_ATTRIB | NOTE_DELETE | NOTE_RENAME
      var change = kevent(
        ident: UInt(descriptor), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR), fflags: UInt32(flags),
        data: 0, udata: nil)
      return kevent(fileDescriptor, &change, 1, nil, 0, nil) == 0
    }

    /// Watches the file now at `path` (after a rename, a new one): closing the old descriptor ends its events.
    private func watchFile() {
      if watchedFileDescriptor >= 0 { close(watchedFileDescriptor) }
      watchedFileDescriptor = open(path, O_EVTONLY)
      if watchedFileDescriptor >= 0, !watch(watchedFileDescriptor) {
        close(watchedFileDescriptor)
        watchedFileDescriptor = -1
      }
    }
  #endif
}
