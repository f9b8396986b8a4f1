import Testing

@testable import SwiftScript

/// A dictionary's and a set's index (`HashIndex`): every entry is found again after the slots
/// grow and after entries are removed, keys with equal hash bits are told apart, and an `Int`
/// key hashes as the `Int` its equal `Double` key does.
@Suite("Hash index: entries found by their hash bits, through growth and removal")
struct HashIndexTests {
  /// An index over `keys` (each entry's key compared through `keys`), built one by one.
  private func index(of keys: [HashKey]) -> HashIndex {
    var index = HashIndex()
    for (position, key) in keys.enumerated() {
      let hash = HashIndex.hash(of: key)
      let (found, freeSlot) = index.find(hash) { keys[$0] == key }
      #expect(found == nil)
      index.insert(hash, position: position, freeSlot: freeSlot)
    }
    return index
  }

  private func position(of key: HashKey, in index: HashIndex, _ keys: [HashKey]) -> Int? {
    index.find(HashIndex.hash(of: key)) { keys[$0] == key }.position
  }

  @Test("after growing from 8 slots to thousands, every key is at its position and no other key is found")
  func growth() {
    let keys = (0..<5_000).map { HashKey.int($0 * 7_919 - 20_000) } + (0..<3_000).map { HashKey.string("k\($0)") }
    let built = index(of: keys)
    #expect(built.count == keys.count)
    for (position, key) in keys.enumerated() { #expect(self.position(of: key, in: built, keys) == position) }
    #expect(position(of: .int(1), in: built, keys) == nil)
    #expect(position(of: .string("k3000"), in: built, keys) == nil)
  }

  @Test("removing an entry moves each later one's position up by one and keeps the rest")
  func removal() {
    var keys = (0..<40).map { HashKey.int($0) }
    var built = index(of: keys)
    built.remove(position: 10)
    keys.remove(at: 10)
    #expect(built.count == 39)
    #expect(position(of: .int(10), in: built, keys) == nil)
    for (position, key) in keys.enumerated() { #expect(self.position(of: key, in: built, keys) == position) }
  }

  @Test("keys whose hash bits collide are told apart by the key itself")
  func collisions() {
    // Every key in the same slot run: the index compares the keys.
    let keys = (0..<20).map { HashKey.string("c\($0)") }
    var index = HashIndex()
    for (position, key) in keys.enumerated() {
      let (found, freeSlot) = index.find(7) { keys[$0] == key }
      #expect(found == nil)
      index.insert(7, position: position, freeSlot: freeSlot)
    }
    for (position, key) in keys.enumerated() { #expect(index.find(7) { keys[$0] == key }.position == position) }
  }

  @Test("an integral Double key is the Int key, with the same hash bits")
  func integralDoubles() throws {
    #expect(try HashKey(.double(3)) == HashKey(.int(3)))
    #expect(HashIndex.hash(of: try HashKey(.double(3))) == HashIndex.hash(of: .int(3)))
  }

  /// The number a looked-up value holds (nil: none, or not a number).
  private func number(_ value: Value?) -> Int? {
    if case .int(let number)? = value { return number }
    return nil
  }

  @Test("a dictionary compares a stored key with the one looked up as keys: a Character is its String, an integral Double its Int, a tuple field by field")
  func storedKeysComparedAsKeys() throws {
    var table = DictionaryValue()
    try table.set(.int(1), for: .character("a"))
    try table.set(.int(2), for: .double(3))
    try table.set(.int(3), for: .tuple(TupleValue([.string("x"), .int(4)])))
    for entry in 0..<500 { try table.set(.int(entry), for: .string("k\(entry)")) }
    #expect(number(try table.value(for: .string("a"))) == 1)
    #expect(number(try table.value(for: .int(3))) == 2)
    #expect(number(try table.value(for: .tuple(TupleValue([.string("x"), .int(4)])))) == 3)
    #expect(try table.value(for: .tuple(TupleValue([.string("x"), .int(5)]))) == nil)
    #expect(number(try table.value(for: .string("k499"))) == 499)
    #expect(try table.value(for: .character("b")) == nil)
    #expect(number(try table.set(nil, for: .string("k0"))) == 0)
    #expect(number(try table.value(for: .string("k1"))) == 1)
    #expect(table.count == 502)
  }

  @Test("a set finds and removes an element equal as a key to one it holds")
  func setElementsComparedAsKeys() throws {
    var set = SetValue()
    #expect(try set.insert(.character("z")))
    #expect(try !set.insert(.string("z")))
    #expect(try set.insert(.double(2.5)))
    #expect(try set.contains(.double(2.5)))
    #expect(try set.remove(.string("z")) != nil)
    #expect(try !set.contains(.character("z")))
    #expect(set.count == 1)
  }

  @Test("update(with:) puts the element in the place of the equal one and returns that one; a new one goes last")
  func setUpdateKeepsThePlace() throws {
    var set = SetValue()
    for letter in ["a", "b", "c"] { try set.insert(.string(letter)) }
    let replaced = try set.update(with: .character("b"))
    if case .string(let old)? = replaced { #expect(old == "b") } else { Issue.record("nothing replaced") }
    #expect(try set.update(with: .string("d")) == nil)
    let order = set.elements.map { value -> String in
      switch value {
      case .string(let text): return text
      case .character(let character): return "'\(character)'"
      default: return "?"
      }
    }
    #expect(order == ["a", "'b'", "c", "d"])
  }

  @Test("a type's own == and hash(into:) declared in a later entry decide its keys from then on")
  func ownHashingDeclaredLater() {
    let interpreter = Interpreter()
    var printed = ""
    interpreter.output = { printed += $0 }
    interpreter.run("struct Tag: Hashable { var name: String; var note: String }")
    interpreter.run("var tags: Set<Tag> = [Tag(name: \"a\", note: \"1\")]\nprint(tags.insert(Tag(name: \"a\", note: \"2\")).inserted)")
    interpreter.run(
      """
      extension Tag {
        static func == (left: Tag, right: Tag) -> Bool { left.name == right.name }
        func hash(into hasher: inout Hasher) { hasher.combine(name) }
      }
      """)
    interpreter.run("var later: Set<Tag> = [Tag(name: \"b\", note: \"1\")]\nprint(later.insert(Tag(name: \"b\", note: \"2\")).inserted)")
    #expect(printed == "true\nfalse\n")
  }
}
