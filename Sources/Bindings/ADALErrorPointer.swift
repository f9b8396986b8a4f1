import ADAL
import Foundation
import SwiftScript

/// ADAL's `error:` out-parameters (`UnsafeMutablePointer<ADAuthenticationError?>?`), as scripts
/// pass them: `&error` (ADAL stores the error there when it fails) or `nil`.
enum ADALErrorPointer {
  static let typeName = "UnsafeMutablePointer<ADAuthenticationError?>?"

  /// Calls `body` with a pointer for argument `index`, then writes an error ADAL stored back to the
  /// script's variable.
  static func with<Result>(
    _ arguments: ArgumentReader, at index: Int, _ body: (UnsafeMutablePointer<ADAuthenticationError?>?) -> Result
  ) throws(ScriptFailure) -> Result {
    guard arguments.isInout(index) else {
      guard case .optional(nil) = arguments.value(index) else {
        throw .diagnostic("cannot convert value of type '\(arguments.value(index).typeName)' to expected argument type '\(typeName)'")
      }
      return body(nil)
    }
    var error: ADAuthenticationError?
    let result = withUnsafeMutablePointer(to: &error) { body($0) }
    if let error { arguments.writeBack(index, .optional(arguments.registry.wrap(error))) }
    return result
  }
}
