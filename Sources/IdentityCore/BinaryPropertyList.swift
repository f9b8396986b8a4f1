import Foundation

/// A property list value the token caches write: strings, dates and dictionaries.
package enum PropertyListValue {
  case string(String)
  case date(Date)
  case dictionary([String: PropertyListValue])
}

/// Writes binary property lists (`bplist00`), as `PropertyListSerialization` reads them.
///
/// Foundation's writer bridges every value to an `NSObject` and validates the tree first:
/// callgrind put it at a tenth of a lesson that signs in with ADAL, for one cache item.
package enum BinaryPropertyList {
  /// The binary property list of `value`; dictionary keys are written in sorted order, so the same
  /// value always gives the same bytes.
  package static func data(_ value: PropertyListValue) -> Data {
    var objects: [Object] = []
    _ = append(value, to: &objects)
    // Object references are one or two bytes; a cache item has a few dozen objects.
    precondition(objects.count < 1 << 16, "a property list of more than 65535 objects")
    let referenceSize = objects.count < 256 ? 1 : 2
    var output = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
      offsets.append(output.count)
      switch object {
      case .encoded(let bytes): output += bytes
      case .dictionary(let references):
        output += header(0xD0, count: references.count / 2)
        for reference in references { output += bigEndian(reference, size: referenceSize) }
      }
    }
    let offsetTableOffset = output.count
    let offsetSize = offsetTableOffset < 1 << 8 ? 1 : offsetTableOffset < 1 << 16 ? 2 : 4
    for offset in offsets { output += bigEndian(offset, size: offsetSize) }
    output += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
    output += bigEndian(objects.count, size: 8) + bigEndian(0, size: 8) + bigEndian(offsetTableOffset, size: 8)
    return Data(output)
  }

  // MARK: - Objects

  /// An object in the list: its bytes, or a dictionary's key references then value references
  /// (written once the reference size is known).
  private enum Object {
    case encoded([UInt8])
    case dictionary(references: [Int])
  }

  /// Appends `value` (and, after it, its children) to `objects`; returns its object number.
  private static func append(_ value: PropertyListValue, to objects: inout [Object]) -> Int {
    let number = objects.count
    objects.append(.encoded([]))
    switch value {
    case .string(let text):
      if text.utf8.allSatisfy({ $0 < 0x80 }) {
        objects[number] = .encoded(header(0x50, count: text.utf8.count) + Array(text.utf8))
      } else {
        let units = Array(text.utf16)
        objects[number] = .encoded(header(0x60, count: units.count) + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
      }
    case .date(let date):
      objects[number] = .encoded([0x33] + bigEndian(Int(bitPattern: UInt(date.timeIntervalSinceReferenceDate.bitPattern)), size: 8))
    case .dictionary(let entries):
      let keys = entries.keys.sorted()
      let keyNumbers = keys.map { append(.string($0), to: &objects) }
      let valueNumbers = keys.map { append(entries[$0]!, to: &objects) }
      objects[number] = .dictionary(references: keyNumbers + valueNumbers)
    }
    return number
  }

  /// A type marker with its count: in the low nibble below 15, else as a following integer.
  private static func header(_ marker: UInt8, count: Int) -> [UInt8] {
    if count < 15 { return [marker | UInt8(count)] }
    if count < 1 << 8 { return [marker | 0x0F, 0x10] + bigEndian(count, size: 1) }
    if count < 1 << 16 { return [marker | 0x0F, 0x11] + bigEndian(count, size: 2) }
    return [marker | 0x0F, 0x12] + bigEndian(count, size: 4)
  }

  private static func bigEndian(_ value: Int, size: Int) -> [UInt8] {
    (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
  }
}
