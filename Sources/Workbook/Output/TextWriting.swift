import Foundation

extension FileHandle {
  /// Writes `text` as UTF-8, copied from the string's own storage.
  ///
  /// `Data(text.utf8)` would first ask the runtime whether `String.UTF8View` is `ContiguousBytes`,
  /// a search of every conformance record the first time (a thirtieth of a short lesson run).
  public func write(text: String) {
    var text = text
    text.withUTF8 { write(Data(buffer: $0)) }
  }
}
