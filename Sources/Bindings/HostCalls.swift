import Foundation
import IdentityCore
import SwiftScript

/// How bindings turn host outcomes into script values: Swift errors become script errors in
/// flight, completion blocks become script closures, and async methods wait for the completion
/// block (the simulated libraries call it before returning).
enum HostCalls {
  /// Runs a throwing host call; a Swift error it throws becomes a script error (`catch` sees it).
  static func run<Result>(_ registry: HostRegistry, _ body: () throws -> Result) throws(ScriptFailure) -> Result {
    do {
      return try body()
    } catch {
      throw .thrown(registry.wrap(error))
    }
  }

  /// Stops the entry, as a build error, when the running app's build cannot link (MSAL beside ADAL
  /// 2.7 or later): code that creates the libraries' objects would never have run.
  static func requireBuildableApp() throws(ScriptFailure) {
    let environment = SimulationEnvironment.current
    if let failure = environment.buildFailure(of: environment.device.runningApp) { throw .diagnostic(failure) }
  }

  /// An optional error as a script value (`Error?`).
  static func optionalError(_ error: Error?, _ registry: HostRegistry) -> Value {
    .optional(error.map { registry.wrap($0) })
  }

  /// The async form of a completion-block method: starts it with a completion block that keeps the
  /// outcome, then returns the result or throws the error.
  static func awaitOutcome<Result>(
    _ registry: HostRegistry, _ start: (@escaping (Result?, Error?) -> Void) -> Void
  ) throws(ScriptFailure) -> Result {
    var outcome: (result: Result?, error: Error?)?
    start { result, error in outcome = (result, error) }
    guard let outcome else { throw .fault("the request did not complete before returning") }
    if let error = outcome.error { throw .thrown(registry.wrap(error)) }
    guard let result = outcome.result else { throw .fault("the request completed with neither a result nor an error") }
    return result
  }

  /// The script closure passed at `index` (a completion block), called by `body`; a failure inside
  /// it (a trap, an uncaught error) ends the call once the host method returns.
  static func withCompletion(
    _ arguments: ArgumentReader, at index: Int, _ body: (ScriptClosure?) throws(ScriptFailure) -> Void
  ) throws(ScriptFailure) -> Value {
    let completion = try arguments.closure(index)
    try body(completion)
    try completion?.finish()
    return .void
  }
}

/// Parameter types, as registrations name them for the name checker.
enum Types {
  static let string = ScriptType.string
  static let optionalString = ScriptType.optional(.string)
  static let strings = ScriptType.array(.string)
  static let bool = ScriptType.bool
  static let int = ScriptType.int
  static let url = ScriptType.named("URL")
  static let error = ScriptType.named("Error")

  /// A host type by name.
  static func named(_ name: String) -> ScriptType { .named(name) }
  /// An optional host type by name.
  static func optional(_ name: String) -> ScriptType { .optional(.named(name)) }
  /// A completion block taking `parameters`.
  static func completion(_ parameters: ScriptType...) -> ScriptType { .function(parameters, .void, throws: false) }
}
