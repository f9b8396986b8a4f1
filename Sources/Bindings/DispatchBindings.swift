import Dispatch
import Foundation
import SwiftScript

extension DispatchQueue: HostConvertible {}

/// `DispatchQueue.main.async { }` and `Task { }`. The workbook runs one entry at a time on one
/// thread, so blocks and tasks run at once, before the call returns (as the simulated libraries
/// call their completion blocks).
enum DispatchBindings {
  static func register(on registry: HostRegistry) {
    registry.module("Dispatch")
    registry.register(DispatchQueue.self, name: "DispatchQueue") { type in
      type.staticValue("main") { DispatchQueue.main }
      type.staticMethod("global", [], returns: .named("DispatchQueue")) { _ in DispatchQueue.global().toScript(registry) }
      for name in ["async", "sync"] {
        type.method(name, ["execute"], types: [.function([], .void, throws: false)], completion: true) {
          _, arguments throws(ScriptFailure) in
          try HostCalls.withCompletion(arguments, at: 0) { block in block?.callAsFunction() }
        }
      }
      type.describe { $0.label }
    }

    // `.seconds(2)`, `.milliseconds(500)`: how long a `Task.sleep(for:)` would wait.
    registry.register(ScriptDuration.self, name: "Duration") { type in
      for (unit, nanoseconds) in [("seconds", 1_000_000_000.0), ("milliseconds", 1_000_000.0), ("microseconds", 1_000.0), ("nanoseconds", 1.0)] {
        type.staticMethod(unit, [nil], types: [nil], returns: .named("Duration")) { arguments throws(ScriptFailure) in
          let amount: Double
          switch arguments.value(0) {
          case .int(let whole): amount = Double(whole)
          case .double(let fraction): amount = fraction
          default: throw .diagnostic("cannot convert value of type '\(arguments.value(0).typeName)' to expected argument type 'Int'")
          }
          return registry.wrap(ScriptDuration(nanoseconds: amount * nanoseconds))
        }
      }
      type.describe { $0.description }
    }

    registry.register(ScriptTask.self, name: "Task") { type in
      type.initializer(["operation"], types: [.function([], .void, throws: true)]) { arguments throws(ScriptFailure) in
        try ScriptTask.run(arguments)
      }
      type.initializer([nil], types: [.function([], .void, throws: true)]) { arguments throws(ScriptFailure) in
        try ScriptTask.run(arguments)
      }
      // `try await Task.sleep(nanoseconds:)`, `Task.sleep(for: .seconds(2))`: one entry runs at a
      // time, so a sleep has nothing to wait for and returns at once.
      type.staticMethod("sleep", ["nanoseconds"], types: [nil], returns: .void, throws: true) { _ throws(ScriptFailure) in .void }
      type.staticMethod("sleep", ["for"], types: [.named("Duration")], returns: .void, throws: true) { _ throws(ScriptFailure) in .void }
      // `await task.value`: what the operation returned, or (`try await`) the error it threw.
      type.property("value", type: nil) { task throws(ScriptFailure) in
        if let error = task.error { throw error }
        return task.result
      }
      // `await task.result`: a `Result`, which the interpreter makes (``FinishedTask``); named here
      // so that the checker knows the member.
      type.property("result", type: nil) { task throws(ScriptFailure) in task.result }
    }
  }
}

/// `Task { ... }` in a script: the operation runs at once; an error it throws ends the task
/// (as an unobserved task's error does, and `try await task.value` rethrows it), while traps
/// still end the entry.
final class ScriptTask: FinishedTask {
  /// What the operation returned (`()` when it threw).
  let result: Value
  /// The error the operation threw, if it did.
  let error: ScriptFailure?

  init(result: Value = .void, error: ScriptFailure? = nil) {
    self.result = result
    self.error = error
  }

  var outcome: Result<Value, ScriptFailure> {
    if let error { return .failure(error) }
    return .success(result)
  }

  static func run(_ arguments: ArgumentReader) throws(ScriptFailure) -> ScriptTask {
    guard let operation = try arguments.closure(0) else { return ScriptTask() }
    let result = operation.callReturningResult([])
    do throws(ScriptFailure) {
      try operation.finish()
    } catch {
      if case .thrown = error.kind { return ScriptTask(error: error) }
      throw error
    }
    return ScriptTask(result: result ?? .void)
  }
}

/// `Duration` in a script: `.seconds(2)`, shown as Swift shows one (`2.0 seconds`).
struct ScriptDuration {
  let nanoseconds: Double

  var description: String { "\(nanoseconds / 1_000_000_000) seconds" }
}
