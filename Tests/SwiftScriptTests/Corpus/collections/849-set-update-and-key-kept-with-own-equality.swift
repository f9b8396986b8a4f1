// Checks: update(with:) puts the new element in place of the equal one and returns the old; a dictionary keeps the key it has; remove, intersection, union, subtracting, isSubset with a type's own ==
struct Tag: Hashable {
  var name: String
  var note: String
  static func == (a: Tag, b: Tag) -> Bool { a.name == b.name }
  func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
var tags: Set<Tag> = [Tag(name: "swift", note: "old")]
let replaced = tags.update(with: Tag(name: "swift", note: "new"))
print(replaced?.note ?? "none", tags.first!.note)
print(tags.update(with: Tag(name: "objc", note: "x"))?.note ?? "none", tags.count)
var d: [Tag: Int] = [Tag(name: "a", note: "kept"): 1]
d[Tag(name: "a", note: "ignored")] = 2
print(d.keys.first!.note, d.values.first!)
print(tags.remove(Tag(name: "swift", note: "?"))!.note, tags.count)
let other: Set<Tag> = [Tag(name: "objc", note: "y"), Tag(name: "c", note: "z")]
print(tags.intersection(other).count, tags.union(other).count, other.subtracting(tags).map(\.name))
print(tags.isSubset(of: other), other.contains(Tag(name: "c", note: "")))
// expect: old new
// expect: none 2
// expect: kept 2
// expect: new 1
// expect: 1 2 ["c"]
// expect: true true
