@testable import SwiftScript

extension Interpreter {
  /// Runs `entries` one after another, as at the prompt, and returns what they printed, with each
  /// entry's failure (`failure: …`) and compile-time errors (`error: …`) where they occurred.
  func transcript(of entries: [String]) -> String {
    var printed = ""
    output = { printed += $0 }
    for entry in entries {
      let result = run(entry)
      if let failure = result.failure { printed += "failure: \(failure)\n" }
      for diagnostic in result.diagnostics { printed += "error: \(diagnostic.message)\n" }
    }
    return printed
  }
}
