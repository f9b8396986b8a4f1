import Foundation
import SwiftSyntax

/// A task group (`withTaskGroup(of:)`, `withThrowingTaskGroup(of:)`): its child tasks run as they
/// are added, one at a time (the workbook runs one entry on one thread, as `Task { }` runs), and
/// their results come back in the order they were added, to `next()` and `for await`.
///
/// (Real child tasks run concurrently and finish in any order; a program that needs an order
/// sorts the results, as the corpus's do.)
final class TaskGroupValue {
  /// Each child's outcome, in the order the children were added.
  private var outcomes: [Result<Value, ScriptFailure>] = []
  /// The next outcome `next()` gives.
  private var nextIndex = 0
  /// Whether children may throw (`withThrowingTaskGroup`).
  let isThrowing: Bool
  private(set) var isCancelled = false

  init(isThrowing: Bool) {
    self.isThrowing = isThrowing
  }

  /// Whether no child's result is waiting.
  var isEmpty: Bool { nextIndex >= outcomes.count }

  func add(_ outcome: Result<Value, ScriptFailure>) { outcomes.append(outcome) }

  func cancelAll() { isCancelled = true }

  /// The next child's result (nil when none is left); the error a child threw, thrown.
  func next() throws(ScriptFailure) -> Value? {
    guard nextIndex < outcomes.count else { return nil }
    let outcome = outcomes[nextIndex]
    nextIndex += 1
    switch outcome {
    case .success(let value): return value
    case .failure(let error): throw error
    }
  }
}

extension Interpreter {
  // MARK: - withTaskGroup

  /// `withTaskGroup(of:returning:body:)` and `withThrowingTaskGroup(of:returning:body:)`: the body
  /// run with a new group, its result the call's.
  func taskGroupFunction(_ name: String) -> FunctionValue {
    let isThrowing = name == "withThrowingTaskGroup"
    func parameter(_ label: String, _ type: ScriptType?, hasDefault: Bool = false) -> Parameter {
      Parameter(
        label: label, name: label, type: type, defaultValue: hasDefault ? ExprSyntax(NilLiteralExprSyntax()) : nil, isVariadic: false,
        isInout: false)
    }
    return FunctionValue(
      name: name,
      parameters: [parameter("of", nil), parameter("returning", nil, hasDefault: true), parameter("body", nil)],
      body: .host { [unowned self] arguments throws(ScriptFailure) in
        guard case .function(let body)? = arguments.last?.value else { throw .diagnostic("missing argument for parameter 'body' in call") }
        let group = Value.host(HostValue(TaskGroupValue(isThrowing: isThrowing), type: Self.taskGroupType(isThrowing: isThrowing)))
        return try invoke(body, arguments: [Argument(label: nil, value: group)], callLabels: false)
      },
      closureScope: nil, returnType: nil, isThrowing: isThrowing, isAsync: true)
  }

  /// A member of a task group: `addTask`, `addTaskUnlessCancelled`, `next()`, `waitForAll()`,
  /// `cancelAll()`, `isEmpty`, `isCancelled`.
  func taskGroupMember(_ name: String, _ group: TaskGroupValue) -> Value? {
    switch name {
    case "addTask", "addTaskUnlessCancelled":
      let returnsFlag = name == "addTaskUnlessCancelled"
      return .function(
        FunctionValue(host: name, labels: ["operation"], checked: false) { [unowned self] arguments throws(ScriptFailure) in
          guard case .function(let operation)? = arguments.last?.value else {
            throw .diagnostic("missing argument for parameter 'operation' in call")
          }
          if returnsFlag, group.isCancelled { return .bool(false) }
          do throws(ScriptFailure) {
            group.add(.success(try invoke(operation, arguments: [], callLabels: false)))
          } catch {
            // A child's thrown error waits for `next()`; anything else (a trap) ends the entry.
            guard case .thrown = error.kind, group.isThrowing else { throw error }
            group.add(.failure(error))
          }
          return returnsFlag ? .bool(true) : .void
        })
    case "next":
      return .function(
        FunctionValue(host: name, labels: [], isThrowing: group.isThrowing, isAsync: true) { _ throws(ScriptFailure) in .optional(try group.next()) })
    case "waitForAll":
      return .function(
        FunctionValue(host: name, labels: [], isThrowing: group.isThrowing, isAsync: true) { _ throws(ScriptFailure) in
          while try group.next() != nil {}
          return .void
        })
    case "cancelAll":
      return .function(
        FunctionValue(host: name, labels: []) { _ throws(ScriptFailure) in
          group.cancelAll()
          return .void
        })
    case "isEmpty": return .bool(group.isEmpty)
    case "isCancelled": return .bool(group.isCancelled)
    default: return nil
    }
  }

  nonisolated(unsafe) private static let taskGroupTypes = (
    plain: HostType(name: "TaskGroup", supertypeName: nil), throwing: HostType(name: "ThrowingTaskGroup", supertypeName: nil)
  )

  /// The type of task groups (`TaskGroup`, `ThrowingTaskGroup`).
  static func taskGroupType(isThrowing: Bool) -> HostType { isThrowing ? taskGroupTypes.throwing : taskGroupTypes.plain }
}

// MARK: - A task's result

/// A host value that is a finished task (`Task { … }`): how its operation ended, for the task's
/// `result` (a `Result` the interpreter makes, `success(value)` or `failure(error)`).
public protocol FinishedTask {
  /// What the operation returned, or the Swift error it threw.
  var outcome: Result<Value, ScriptFailure> { get }
  /// Lets the operation run now when it is still waiting (``ScheduledTask``): its result is
  /// being awaited.
  func finish() throws(ScriptFailure)
}

extension Interpreter {
  /// `task.result`: `.success(value)` or `.failure(error)`.
  func taskResult(_ task: FinishedTask) -> Value {
    switch task.outcome {
    case .success(let value): return caughtResult(success: value)
    case .failure(let error):
      if case .thrown(let value) = error.kind { return caughtResult(failure: value) }
      return caughtResult(failure: .void)
    }
  }
}
