import Foundation

extension Data {
  /// The UTF-8 bytes of `text`, copied from the string's own storage.
  ///
  /// `Data(text.utf8)` goes through `Data`'s generic initializer, which first asks the runtime
  /// whether `String.UTF8View` is `ContiguousBytes`: the first time in a process, a search of every
  /// conformance record (about 0.5 M instructions, a thirtieth of a short lesson run). Protocol
  /// bodies, cache items and signing inputs are all made from text, so each of them uses this.
  package init(utf8Of text: String) {
    var text = text
    self = text.withUTF8 { Data(buffer: $0) }
  }
}
