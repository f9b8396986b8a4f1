import Foundation
import SwiftSyntax

extension Interpreter {
  /// The parameters of the host overload whose labels the call writes (a trailing closure fills
  /// the last one), so its arguments are evaluated with the parameter types as context:
  /// `MSALAADAuthority(cloudInstance: .publicCloudInstance, ...)`. Nil when no overload fits.
  func hostParameters(_ overloads: [(labels: [String?], types: [ScriptType?])], for call: FunctionCallExprSyntax) -> [Parameter]? {
    let written = call.arguments.map { $0.label?.text }
    let trailing = call.trailingClosure != nil
    let chosen = overloads.first { overload in
      overload.labels == written || trailing && overload.labels.count == written.count + 1 && Array(overload.labels.dropLast()) == written
    }
    guard let chosen else { return nil }
    return chosen.labels.enumerated().map { offset, label in
      Parameter(
        label: label, name: label ?? "_\(offset)", type: chosen.types[safe: offset] ?? nil, defaultValue: nil, isVariadic: false,
        isInout: false)
    }
  }

  /// `hostParameters` for host functions (initializers and static methods).
  func hostParameters(_ functions: [FunctionValue], for call: FunctionCallExprSyntax) -> [Parameter]? {
    hostParameters(functions.map { ($0.parameters.map(\.label), $0.parameters.map(\.type)) }, for: call)
  }
}
