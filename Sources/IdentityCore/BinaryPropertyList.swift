import Foundation

/// A property list value the token caches write: strings, dates and dictionaries.
package enum PropertyListValue: Equatable {
  case string(String)
  case date(Date)
  case dictionary([String: PropertyListValue])

  /// The string, when this is one.
  package var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The date, when this is one.
  package var dateValue: Date? {
    if case .date(let date) = self { return date }
    return nil
  }

  /// The entries, when this is a dictionary.
  package var dictionaryValue: [String: PropertyListValue]? {
    if case .dictionary(let entries) = self { return entries }
    return nil
  }
}

/// Writes binary property lists (`bplist00`), as `PropertyListSerialization` reads them, and reads
/// back the kinds of value it writes.
///
/// Foundation's writer bridges every value to an `NSObject` and validates the tree first:
/// callgrind put it at a tenth of a lesson that signs in with ADAL, for one cache item. Its reader
/// bridges each value back through `NSDictionary` and `NSString`, with six searches of the
/// runtime's conformance records on the way: a tenth of a lesson that reads an ADAL item.
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

  // MARK: - Reading

  /// The value of a binary property list made of strings, dates and dictionaries; nil for any other
  /// format or kind of object, and for damaged bytes.
  package static func value(from data: Data) -> PropertyListValue? {
    let bytes = [UInt8](data)
    let trailerSize = 32
    guard bytes.count >= 8 + 1 + trailerSize, bytes.starts(with: "bplist00".utf8) else { return nil }
    let trailer = bytes.count - trailerSize
    let offsetSize = Int(bytes[trailer + 6])
    let referenceSize = Int(bytes[trailer + 7])
    guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
      let objectCount = integer(in: bytes, at: trailer + 8, size: 8),
      let top = integer(in: bytes, at: trailer + 16, size: 8),
      let offsetTable = integer(in: bytes, at: trailer + 24, size: 8),
      objectCount > 0, top < objectCount, offsetTable >= 8,
      objectCount <= (trailer - offsetTable) / offsetSize
    else { return nil }
    var reader = Reader(
      bytes: bytes, end: offsetTable, offsetTable: offsetTable, offsetSize: offsetSize, referenceSize: referenceSize,
      objectCount: objectCount, remainingReads: bytes.count)
    return reader.object(top, depth: 0)
  }

  /// The objects of one list, read by number.
  private struct Reader {
    let bytes: [UInt8]
    /// Where the objects end (the offset table starts).
    let end: Int
    let offsetTable: Int
    let offsetSize: Int
    let referenceSize: Int
    let objectCount: Int
    /// Object reads left. A list whose dictionaries are trees reads each reference once, and has
    /// fewer references than bytes; more reads mean dictionaries that share dictionaries, which
    /// could take exponential time (a damaged list, not a cache item).
    var remainingReads: Int

    /// Deeper than this is a damaged (or cyclic) list, not a cache item.
    static let maximumDepth = 32

    mutating func object(_ number: Int, depth: Int) -> PropertyListValue? {
      remainingReads -= 1
      guard remainingReads >= 0, number < objectCount, depth <= Reader.maximumDepth,
        let offset = BinaryPropertyList.integer(in: bytes, at: offsetTable + number * offsetSize, size: offsetSize),
        offset >= 8, offset < end
      else { return nil }
      let marker = bytes[offset]
      switch marker >> 4 {
      case 0x5:
        guard let (count, start) = extent(of: marker, at: offset), count <= end - start else { return nil }
        return .string(String(decoding: bytes[start..<start + count], as: UTF8.self))
      case 0x6:
        guard let (count, start) = extent(of: marker, at: offset), count <= (end - start) / 2 else { return nil }
        let units = (0..<count).map { UInt16(bytes[start + 2 * $0]) << 8 | UInt16(bytes[start + 2 * $0 + 1]) }
        return .string(String(decoding: units, as: UTF16.self))
      case 0x3 where marker == 0x33:
        guard offset + 9 <= end, let bits = BinaryPropertyList.bits(in: bytes, at: offset + 1, size: 8) else {
          return nil
        }
        return .date(Date(timeIntervalSinceReferenceDate: Double(bitPattern: bits)))
      case 0xD:
        guard let (count, start) = extent(of: marker, at: offset), count <= (end - start) / (2 * referenceSize) else {
          return nil
        }
        var entries: [String: PropertyListValue] = [:]
        for index in 0..<count {
          guard let keyNumber = reference(at: start + index * referenceSize),
            let valueNumber = reference(at: start + (count + index) * referenceSize),
            let key = object(keyNumber, depth: depth + 1)?.stringValue,
            let value = object(valueNumber, depth: depth + 1)
          else { return nil }
          entries[key] = value
        }
        return .dictionary(entries)
      default:
        return nil
      }
    }

    /// An object's count (low nibble, or an integer object after it when that is 0xF) and where its
    /// contents start.
    private func extent(of marker: UInt8, at offset: Int) -> (count: Int, start: Int)? {
      if marker & 0x0F != 0x0F { return (Int(marker & 0x0F), offset + 1) }
      guard offset + 1 < end, bytes[offset + 1] >> 4 == 0x1 else { return nil }
      let size = 1 << Int(bytes[offset + 1] & 0x0F)
      guard size <= 8, offset + 2 + size <= end,
        let count = BinaryPropertyList.integer(in: bytes, at: offset + 2, size: size)
      else { return nil }
      return (count, offset + 2 + size)
    }

    /// The object number a dictionary stores at `offset`.
    private func reference(at offset: Int) -> Int? {
      BinaryPropertyList.integer(in: bytes, at: offset, size: referenceSize)
    }
  }

  /// The big-endian unsigned integer of `size` bytes at `offset`; nil past the end, or when it does
  /// not fit a non-negative `Int`.
  private static func integer(in bytes: [UInt8], at offset: Int, size: Int) -> Int? {
    bits(in: bytes, at: offset, size: size).flatMap { $0 <= UInt64(Int.max) ? Int($0) : nil }
  }

  /// The `size` (at most 8) big-endian bytes at `offset`; nil past the end.
  private static func bits(in bytes: [UInt8], at offset: Int, size: Int) -> UInt64? {
    guard offset >= 0, size <= 8, size <= bytes.count, offset <= bytes.count - size else { return nil }
    var value: UInt64 = 0
    for byte in bytes[offset..<offset + size] { value = value << 8 | UInt64(byte) }
    return value
  }
}
