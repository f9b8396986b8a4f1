import Foundation
import SwiftScript

extension HostTypeBuilder where T: RawRepresentable & Equatable, T.RawValue: BinaryInteger {
  /// Registers a Swift enum with integer raw values of any width (`UInt`, `Int`):
  /// its cases as static members, `rawValue`, `init(rawValue:)`, `==`, and what `print` shows
  /// (the first name given for a value).
  func integerEnumeration(cases: KeyValuePairs<String, T>) {
    equatable()
    for (name, value) in cases {
      let registry = self.registry
      staticProperty(name) { registry.wrap(value) }
    }
    property("rawValue", type: .int) { value in .int(Int(value.rawValue)) }
    failableInitializer(["rawValue"], types: [.int]) { arguments throws(ScriptFailure) in
      let raw: Int = try arguments.get(0)
      guard let rawValue = T.RawValue(exactly: raw) else { return nil }
      return T(rawValue: rawValue)
    }
    let name = { (value: T) in cases.first { $0.value == value }?.key ?? "\(value.rawValue)" }
    describe(name)
    inspect(name)
  }
}

extension HostTypeBuilder where T: RawRepresentable & Equatable & CaseIterable, T.RawValue == Int {
  /// Registers a Swift enum with `Int` raw values under its Swift case names.
  func swiftEnumeration() {
    enumeration(caseNames: T.allCases.map { (value: $0, name: enumCaseName($0) ?? String(describing: $0)) })
  }
}

extension HostRegistry {
  /// Registers an imported C enum: a struct with `rawValue`, `init(rawValue:)` and `init(_:)`,
  /// whose values are global constants (`AD_PROMPT_AUTO`); `print` shows `Type(rawValue: n)`.
  /// The constants are declared now; the type's members when a script first uses it.
  func registerCEnumeration<T: RawRepresentable & Hashable>(_ swiftType: T.Type, constants: KeyValuePairs<String, T>)
  where T.RawValue: BinaryInteger {
    register(swiftType) { $0.cEnumeration() }
    for (name, value) in constants { constant(name, wrap(value)) }
  }
}

extension HostTypeBuilder where T: RawRepresentable & Hashable, T.RawValue: BinaryInteger {
  /// The members of an imported C enum (see `HostRegistry.registerCEnumeration`).
  fileprivate func cEnumeration() {
    equatable()
    property("rawValue", type: .int) { value in .int(Int(value.rawValue)) }
    for labels in [["rawValue"], [nil]] as [[String?]] {
      initializer(labels, types: [.int]) { arguments throws(ScriptFailure) in
        let raw: Int = try arguments.get(0)
        guard let rawValue = T.RawValue(exactly: raw), let value = T(rawValue: rawValue) else {
          throw .fault("Not enough bits to represent the passed value")
        }
        return value
      }
    }
    let typeName = type.name
    describe { "\(typeName)(rawValue: \($0.rawValue))" }
  }
}
