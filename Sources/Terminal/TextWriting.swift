import Foundation
import TextCoding

extension FileHandle {
  /// Writes `text` as UTF-8, copied from the string's own storage (see `Data(utf8Of:)`).
  public func write(text: String) {
    write(Data(utf8Of: text))
  }
}
