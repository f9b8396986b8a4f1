/// `dump(_:)`: a value and its parts, one per line, as Swift's `dump` writes them: a bullet (`▿`
/// for a value with parts, `-` without), its label, a summary (a collection's count, a tuple's
/// element count, a value's `debugDescription` or `description`, else its type qualified with
/// the module), a class instance's number (`#0`; a second visit stops there), then its
/// superclass's part (`super:`) and its parts (the children `Mirror(reflecting:)` gives), two
/// spaces further in. Each line is written as it is made (a list thousands of levels deep makes
/// much text, as in Swift: it is never held whole, and Ctrl-C stops it).
extension Interpreter {
  /// Writes what `dump(value)` writes.
  func writeDump(of value: Value) throws(ScriptFailure) {
    var visited: [ObjectIdentifier: Int] = [:]
    try dump(value, label: nil, indent: 0, visited: &visited)
  }

  private func dump(_ value: Value, label: String?, indent: Int, visited: inout [ObjectIdentifier: Int]) throws(ScriptFailure) {
    // (A list thousands of levels deep is walked as deep: a fault near the stack's end.)
    try checkInterrupt()
    try checkStack()
    let mirror = ScriptMirror(reflecting: value)
    var text = String(repeating: " ", count: indent) + (mirror.children.isEmpty ? "- " : "▿ ")
    if let label { text += label + ": " }
    text += dumpSummary(value, mirror)
    if case .object(let object) = value {
      let identity = ObjectIdentifier(object)
      if let number = visited[identity] {
        output(text + " #\(number)\n")
        return
      }
      visited[identity] = visited.count
      text += " #\(visited.count - 1)"
    }
    output(text + "\n")
    if let superclass = mirror.superclassMirror { try dumpSuperclass(superclass, indent: indent + 2, visited: &visited) }
    try dumpChildren(of: mirror, indent: indent + 2, visited: &visited)
  }

  /// A class instance's superclass's part: `super: main.Base`, then its own parts.
  private func dumpSuperclass(_ mirror: ScriptMirror, indent: Int, visited: inout [ObjectIdentifier: Int]) throws(ScriptFailure) {
    output(
      String(repeating: " ", count: indent) + (mirror.children.isEmpty ? "- " : "▿ ") + "super: "
        + ValueFormatter.qualifiedName(of: mirror.subjectType, interpreter: self) + "\n")
    if let superclass = mirror.superclassMirror { try dumpSuperclass(superclass, indent: indent + 2, visited: &visited) }
    try dumpChildren(of: mirror, indent: indent + 2, visited: &visited)
  }

  private func dumpChildren(of mirror: ScriptMirror, indent: Int, visited: inout [ObjectIdentifier: Int]) throws(ScriptFailure) {
    for child in mirror.children {
      guard case .tuple(let pair) = child, pair.elements.count == 2 else { continue }
      var label: String?
      if case .optional(.string(let text)?) = pair.elements[0] { label = text }
      try dump(pair.elements[1], label: label, indent: indent, visited: &visited)
    }
  }

  /// The text after the bullet and label.
  private func dumpSummary(_ value: Value, _ mirror: ScriptMirror) -> String {
    let count = mirror.children.count
    switch mirror.displayStyle {
    case .tuple?: return count == 1 ? "(1 element)" : "(\(count) elements)"
    case .collection?: return count == 1 ? "1 element" : "\(count) elements"
    case .dictionary?: return count == 1 ? "1 key/value pair" : "\(count) key/value pairs"
    case .set?: return count == 1 ? "1 member" : "\(count) members"
    default: break
    }
    let type: NominalType
    switch value {
    case .structure(let structure): type = structure.type
    case .object(let object): type = object.type
    case .enumCase(let enumCase): type = enumCase.type
    default: return ValueFormatter.debugDescription(value, interpreter: self)
    }
    if type.conforms(to: "CustomDebugStringConvertible") { return ValueFormatter.debugDescription(value, interpreter: self) }
    if type.conforms(to: "CustomStringConvertible") { return describe(value) }
    if case .enumCase(let enumCase) = value { return type.moduleQualifiedName + "." + enumCase.name }
    return type.moduleQualifiedName
  }
}
