import SwiftSyntax

/// swiftc's "type 'K' does not conform to protocol 'Hashable'" for a dictionary's key type and a
/// set's element type written in the source (`[Point: Int]`, `Set<Node>`): the interpreter hashes
/// any struct by its fields and any instance by its identity, so without this check such a
/// dictionary ran where Swift rejects it.
extension NameChecker {
  /// Reports `keyType` at `node` (the dictionary or set type as written) when it names a script
  /// struct, class or enum that surely does not conform to `Hashable`.
  func checkHashableKey(_ keyType: TypeSyntax, of node: some SyntaxProtocol) {
    guard let identifier = keyType.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return }
    let name = identifier.name.text
    if isSurelyNotHashable(name) { report("type '\(name)' does not conform to protocol 'Hashable'", at: node) }
  }

  /// Whether the script type `name` surely lacks a `Hashable` conformance: a struct, class or enum
  /// with cases that carry values (an enum without, or with raw values, is `Hashable` by itself)
  /// that adopts neither `Hashable` nor a protocol inheriting it, in its declaration or an
  /// extension, nor through a superclass. False whenever the checker cannot be sure (a generic
  /// type, a host superclass such as `NSObject`, a protocol it does not know).
  private func isSurelyNotHashable(_ name: String) -> Bool {
    guard let model = model(named: name), model.genericParameters.isEmpty else { return false }
    switch model.kind {
    case .host: return false
    case .enumeration:
      if model.rawType != nil || model.cases.values.allSatisfy({ $0.isEmpty }) { return false }
    case .structure, .classType: break
    }
    var current: TypeModel? = model
    while let type = current {
      if type.kind == .host { return false }
      for conformance in type.conformances where !isSurelyNotHashableProtocol(conformance) { return false }
      current = type.superclass
    }
    return true
  }

  /// Whether adopting `protocolName` surely does not make a type `Hashable`: a standard protocol
  /// that does not inherit it, or a script protocol none of whose inherited ones does.
  private func isSurelyNotHashableProtocol(_ protocolName: String) -> Bool {
    if Self.protocolsNotImplyingHashable.contains(protocolName) { return true }
    guard isScriptProtocol(protocolName) else { return false }
    var seen: Set<String> = []
    var pending = [protocolName]
    while let current = pending.popLast() {
      guard seen.insert(current).inserted else { continue }
      for inherited in inheritedProtocols(of: current) {
        if Self.protocolsNotImplyingHashable.contains(inherited) { continue }
        guard isScriptProtocol(inherited) else { return false }
        pending.append(inherited)
      }
    }
    return true
  }

  /// Standard protocols a type may adopt without becoming `Hashable`.
  private static let protocolsNotImplyingHashable: Set<String> = [
    "Equatable", "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "LocalizedError", "Sendable",
    "Codable", "Encodable", "Decodable", "CaseIterable", "Identifiable",
  ]
}
