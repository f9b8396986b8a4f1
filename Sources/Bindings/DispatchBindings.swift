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
        try ScriptTask.start(arguments, in: registry)
      }
      type.initializer([nil], types: [.function([], .void, throws: true)]) { arguments throws(ScriptFailure) in
        try ScriptTask.start(arguments, in: registry)
      }
      // `try await Task.sleep(nanoseconds:)`, `Task.sleep(for: .seconds(2))`: one entry runs at a
      // time, so a sleep has nothing to wait for and returns at once.
      type.staticMethod("sleep", ["nanoseconds"], types: [nil], returns: .void, throws: true) { _ throws(ScriptFailure) in .void }
      type.staticMethod("sleep", ["for"], types: [.named("Duration")], returns: .void, throws: true) { _ throws(ScriptFailure) in .void }
      // `await task.value`: what the operation returned, or (`try await`) the error it threw.
      type.property("value", type: nil) { task throws(ScriptFailure) in
        try task.finish()
        if let error = task.error { throw error }
        return task.result
      }
      // `await task.result`: a `Result`, which the interpreter makes (``FinishedTask``); named here
      // so that the checker knows the member.
      type.property("result", type: nil) { task throws(ScriptFailure) in
        try task.finish()
        return task.result
      }
    }
  }
}

/// `Task { ... }` in a script: its operation waits for the main actor, as a task top-level code
/// starts does in compiled Swift (``ScheduledTask``): it runs when the code that started it next
/// awaits, or when its value is asked for. An error it throws ends the task (as an unobserved
/// task's error does, and `try await task.value` rethrows it), while traps still end the entry.
final class ScriptTask: FinishedTask {
  /// What the operation returned (`()` when it threw, or before it ran).
  private(set) var result: Value = .void
  /// The error the operation threw, if it did.
  private(set) var error: ScriptFailure?
  /// The interpreter that holds the line (nil when none was calling).
  private weak var caller: ScriptCaller?
  /// The operation, in line for the main actor (which holds it until it runs; nil after, or for
  /// a task with none: the task and its operation would hold each other).
  private weak var scheduled: ScheduledTask?

  var outcome: Result<Value, ScriptFailure> {
    if let error { return .failure(error) }
    return .success(result)
  }

  /// A task for the closure `arguments` gives, put in line (run at once when no interpreter
  /// is calling, as host code's tests do).
  static func start(_ arguments: ArgumentReader, in registry: HostRegistry) throws(ScriptFailure) -> ScriptTask {
    let task = ScriptTask()
    guard let operation = try arguments.closure(0) else { return task }
    let scheduled = ScheduledTask { () throws(ScriptFailure) in
      let value = operation.callReturningResult([])
      do throws(ScriptFailure) {
        try operation.finish()
      } catch {
        guard case .thrown = error.kind else { throw error }
        task.error = error
        return
      }
      task.result = value ?? .void
    }
    task.scheduled = scheduled
    task.caller = registry.caller
    if let caller = registry.caller { caller.schedule(scheduled) } else { try scheduled.runIfWaiting() }
    return task
  }

  /// Lets the task run when it has not (its value is awaited): the tasks in line before it run
  /// first, in order, as the main actor takes them.
  func finish() throws(ScriptFailure) {
    guard let scheduled, !scheduled.hasStarted else { return }
    try caller?.runWaitingTasks()
    try scheduled.runIfWaiting()
  }
}

/// `Duration` in a script: `.seconds(2)`, shown as Swift shows one (`2.0 seconds`).
struct ScriptDuration {
  let nanoseconds: Double

  var description: String { "\(nanoseconds / 1_000_000_000) seconds" }
}
