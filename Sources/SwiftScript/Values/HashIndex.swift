/// Where each key of an insertion-ordered table is (``DictionaryValue``'s entries): open
/// addressing over the entries' positions.
///
/// Each slot holds an entry's position and 32 bits of its key's hash, so that growing puts every
/// slot in its new place without hashing a key again (a `Dictionary` keyed by the keys rehashes
/// them all: measured, with 400,000 string keys, as much time as the insertions themselves), and
/// a probe compares a key only when the hash bits match.
struct HashIndex {
  /// 0 for an empty slot; else the key's hash bits above the entry's position plus one.
  private var slots: [UInt64] = []
  /// How many slots hold an entry.
  private(set) var count = 0

  /// A slot's value for an entry.
  @inline(__always)
  private static func slot(hash: UInt32, position: Int) -> UInt64 { UInt64(hash) << 32 | UInt64(position + 1) }

  /// The hash bits of `key`: an `Int`'s by multiplication (Fibonacci hashing: consecutive numbers
  /// spread over the table), any other key's by its `Hashable` conformance.
  @inline(__always)
  static func hash(of key: HashKey) -> UInt32 {
    if case .int(let number) = key {
      return UInt32(truncatingIfNeeded: (UInt64(bitPattern: Int64(number)) &* 0x9E37_79B9_7F4A_7C15) >> 32)
    }
    return UInt32(truncatingIfNeeded: key.hashValue)
  }

  /// The position of the entry whose hash bits are `hash` and for which `isKey` holds, or the
  /// slot a new entry with those bits goes into.
  @inline(__always)
  func find<Failure: Error>(_ hash: UInt32, isKey: (Int) throws(Failure) -> Bool) throws(Failure) -> (position: Int?, freeSlot: Int) {
    guard !slots.isEmpty else { return (nil, -1) }
    let mask = slots.count - 1
    var index = Int(hash) & mask
    while true {
      let slot = slots[index]
      if slot == 0 { return (nil, index) }
      if UInt32(truncatingIfNeeded: slot >> 32) == hash {
        let position = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
        if try isKey(position) { return (position, index) }
      }
      index = (index + 1) & mask
    }
  }

  /// Puts the entry at `position` with hash bits `hash` in `freeSlot` (from ``find(_:isKey:)``
  /// with no entry found), growing the slots first when they are three quarters full.
  @inline(__always)
  mutating func insert(_ hash: UInt32, position: Int, freeSlot: Int) {
    if freeSlot < 0 || (count + 1) * 4 > slots.count * 3 {
      grow()
      let (_, slot) = find(hash) { _ in false }
      slots[slot] = Self.slot(hash: hash, position: position)
    } else {
      slots[freeSlot] = Self.slot(hash: hash, position: position)
    }
    count += 1
  }

  /// Twice the slots (8 at first), every entry put in its place by its kept hash bits.
  private mutating func grow() {
    let old = slots
    slots = [UInt64](repeating: 0, count: max(8, old.count * 2))
    let mask = slots.count - 1
    for slot in old where slot != 0 {
      var index = Int(truncatingIfNeeded: slot >> 32) & mask
      while slots[index] != 0 { index = (index + 1) & mask }
      slots[index] = slot
    }
  }

  /// Takes the entry at `position` out, each later entry's position one less (as when it is
  /// removed from the entries' arrays); the slots are put in place again.
  mutating func remove(position: Int) {
    let old = slots
    slots = [UInt64](repeating: 0, count: old.count)
    count = 0
    let mask = slots.count - 1
    for slot in old where slot != 0 {
      let hash = UInt32(truncatingIfNeeded: slot >> 32)
      let entry = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
      if entry == position { continue }
      var index = Int(hash) & mask
      while slots[index] != 0 { index = (index + 1) & mask }
      slots[index] = Self.slot(hash: hash, position: entry > position ? entry - 1 : entry)
      count += 1
    }
  }
}
